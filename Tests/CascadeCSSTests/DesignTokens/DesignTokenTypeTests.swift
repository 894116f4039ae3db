import CascadeCSS
import CascadeViews
import Testing

@Suite struct DesignTokenTypeTests {
  /// The value that a one-token file gives a Swift token of `Value`.
  private func load<Value: DesignTokenRepresentable>(
    _ type: String, _ value: String, as token: Token<Value>
  ) -> (value: Value?, diagnostics: [TextDiagnostic]) {
    var mapping = DesignTokenMapping()
    mapping.map(token, to: "x")
    let text = "{\"x\": {\"$type\": \"\(type)\", \"$value\": \(value)}}"
    let loaded = mapping.loadTheme(text, named: "T", file: "t.tokens.json")
    return (loaded.theme[token], loaded.diagnostics)
  }

  private static let color = Token<Color>("testColor")
  private static let length = Token<Double>("testLength")
  private static let family = Token<String>("testFamily")
  private static let weight = Token<Font.Weight>("testWeight")
  private static let font = Token<Font>("testFont")
  private static let shadow = Token<Shadow>("testShadow")
  private static let border = Token<Border>("testBorder")

  @Test func colorIsHexWithOrWithoutAlpha() throws {
    let translucent: Color = try Color(hex: "#00000080")
    #expect(load("color", "\"#FF3B30\"", as: Self.color).value == Color.red)
    #expect(load("color", "\"#00000080\"", as: Self.color).value == translucent)
    #expect(load("color", "\"#fff\"", as: Self.color).value == Color.white)
  }

  @Test func colorIsAnSRGBObjectButNotAName() throws {
    let object = ##"{"colorSpace": "srgb", "components": [1, 0.5, 0], "alpha": 0.25}"##
    let srgb: Color = Color(red: 1, green: 0.5, blue: 0, opacity: 0.25)
    let named: [TextDiagnostic.Code] = load("color", "\"red\"", as: Self.color).diagnostics.map(
      \.code)
    #expect(load("color", object, as: Self.color).value == srgb)
    #expect(named == [.invalidValue])
  }

  @Test(arguments: [
    ##"{"colorSpace": "srgb", "components": [1.2, 0.5, 0]}"##,
    ##"{"colorSpace": "srgb", "components": [1, -0.1, 0]}"##,
    ##"{"colorSpace": "srgb", "components": [1, 0.5, 0], "alpha": 1.5}"##,
    ##"{"colorSpace": "srgb", "components": [1, 0.5, 0], "hex": "#ff800"}"##,
    ##"{"colorSpace": "srgb", "components": [1, 0.5, 0], "hex": "orange"}"##,
    ##"{"colorSpace": "srgb", "components": [1, 0.5, 0], "gamut": "p3"}"##,
  ])
  func colorObjectOutsideWhatTheFormatAllowsIsAnInvalidValue(value: String) {
    let result: (value: Color?, diagnostics: [TextDiagnostic]) = load(
      "color", value, as: Self.color)
    #expect(result.value == nil)
    #expect(result.diagnostics.map(\.code) == [.invalidValue])
  }

  @Test func colorObjectWithItsHexFallbackReadsTheComponents() {
    let value = ##"{"colorSpace": "srgb", "components": [1, 0.5, 0], "hex": "#FF8000"}"##
    #expect(load("color", value, as: Self.color).value == Color(red: 1, green: 0.5, blue: 0))
  }

  @Test(arguments: [
    ("\"12px\"", 12.0), ("\"12pt\"", 12), ("\"1.5rem\"", 24), ("\"-4px\"", -4),
    (##"{"value": 2, "unit": "rem"}"##, 32),
  ])
  func dimensionIsInPointsWithRemAs16(value: String, points: Double) {
    #expect(load("dimension", value, as: Self.length).value == points)
  }

  @Test(arguments: ["\"12em\"", "\"px\"", "12", "\"12\""])
  func dimensionWithoutAKnownUnitIsAnInvalidValue(value: String) {
    let result: (value: Double?, diagnostics: [TextDiagnostic]) = load(
      "dimension", value, as: Self.length)
    let codes: [TextDiagnostic.Code] = result.diagnostics.map(\.code)
    let namesTheToken: Bool = result.diagnostics.first?.message.contains("token `x`") ?? false
    #expect(result.value == nil)
    #expect(codes == [.invalidValue])
    #expect(namesTheToken)
  }

  @Test(arguments: ["\"1e308rem\"", ##"{"value": 1e308, "unit": "rem"}"##])
  func dimensionTooLargeInPointsIsAnInvalidValue(value: String) {
    let result = load("dimension", value, as: Self.length)
    #expect(result.value == nil)
    #expect(result.diagnostics.map(\.code) == [.invalidValue])
  }

  @Test func numberIsAPlainNumber() {
    #expect(load("number", "0.5", as: Self.length).value == 0.5)
    #expect(load("number", "\"0.5\"", as: Self.length).value == nil)
  }

  @Test func fontFamilyIsANameOrTheFirstOfAList() {
    #expect(load("fontFamily", "\"Avenir\"", as: Self.family).value == "Avenir")
    #expect(load("fontFamily", #"["Inter", "sans-serif"]"#, as: Self.family).value == "Inter")
  }

  @Test(arguments: [
    ("700", Font.Weight.bold), ("\"semi-bold\"", .semibold), ("\"normal\"", .regular),
    ("100", .ultraLight), ("949", .black), ("\"hairline\"", .ultraLight),
  ])
  func fontWeightIsANumberOrAName(value: String, weight: Font.Weight) {
    #expect(load("fontWeight", value, as: Self.weight).value == weight)
  }

  @Test func typographyIsAFont() {
    let value = ##"""
      {"fontFamily": "Avenir Next", "fontSize": "22px", "fontWeight": 700,
       "letterSpacing": "0px", "lineHeight": 1.2}
      """##
    #expect(
      load("typography", value, as: Self.font).value
        == .custom("Avenir Next", size: 22, weight: .bold))
    let system = ##"{"fontFamily": "system-ui", "fontSize": "1rem", "fontStyle": "italic"}"##
    #expect(load("typography", system, as: Self.font).value == Font.system(size: 16).italic())
    let styled =
      ##"{"fontFamily": "system-ui", "fontSize": "17px", "fontWeight": 600, "textStyle": "headline"}"##
    #expect(load("typography", styled, as: Self.font).value == .headline)
  }

  @Test func aBadMemberOfACompositeIsNamed() {
    let value = ##"{"fontFamily": "Inter", "fontSize": "big"}"##
    let message = load("typography", value, as: Self.font).diagnostics.first?.message ?? ""
    #expect(message.contains("`fontSize`"))
  }

  /// A shadow of half-transparent black, 2 points down, blurred by 4.
  private func halfBlackShadow() -> Shadow? {
    let value = ##"""
      {"color": "#00000080", "offsetX": "0px", "offsetY": "2px", "blur": "4px", "spread": "0px"}
      """##
    return load("shadow", value, as: Self.shadow).value
  }

  @Test func shadowIsAShadowWithTheColorsAlphaAsItsOpacity() {
    let shadow: Shadow? = halfBlackShadow()
    let color: Color? = shadow?.color
    let opacity: Double? = shadow?.opacity
    let alpha: Double = 128.0 / 255
    #expect(color == Color.black)
    #expect(opacity == alpha)
  }

  @Test func shadowTakesItsBlurAsItsRadiusAndItsOffset() {
    let shadow: Shadow? = halfBlackShadow()
    let radius: Double? = shadow?.radius
    let offset: Size? = shadow?.offset
    #expect(radius == 4)
    #expect(offset == Size(width: 0, height: 2))
  }

  @Test(arguments: [
    ##"{"color": "#000", "offsetX": "0px", "blur": "4px"}"##,
    // Every member is required, `spread` too.
    ##"{"color": "#000", "offsetX": "0px", "offsetY": "2px", "blur": "4px"}"##,
  ])
  func shadowWithoutAMemberTheFormatRequiresIsAnInvalidValue(value: String) {
    #expect(load("shadow", value, as: Self.shadow).diagnostics.map(\.code) == [.invalidValue])
  }

  /// The format lists each composite value's members, and no others.
  @Test(arguments: [
    ("dimension", ##"{"value": 2, "unit": "px", "bad": true}"##, "bad"),
    (
      "border", ##"{"color": "#000", "width": "1px", "style": "solid", "radius": "2px"}"##, "radius"
    ),
    ("color", ##"{"colorSpace": "srgb", "components": [0, 0, 0], "name": "ink"}"##, "name"),
  ])
  func aMemberTheFormatDoesNotListIsAnInvalidValue(type: String, value: String, member: String) {
    let diagnostics: [TextDiagnostic] =
      switch type {
      case "dimension": load(type, value, as: Self.length).diagnostics
      case "border": load(type, value, as: Self.border).diagnostics
      default: load(type, value, as: Self.color).diagnostics
      }
    #expect(diagnostics.map(\.code) == [.invalidValue])
    #expect(diagnostics.first?.message.contains("`\(member)`") == true, "\(diagnostics)")
  }

  @Test func borderIsABorderOfItsStrokeStyle() throws {
    let value = ##"{"color": "#C6C6C8", "width": "1px", "style": "solid"}"##
    #expect(
      try load("border", value, as: Self.border).value
        == Border(width: 1, color: Color(hex: "#C6C6C8")))
    let dashed = ##"{"color": "#C6C6C8", "width": "1px", "style": "dashed"}"##
    #expect(
      try load("border", dashed, as: Self.border).value
        == Border(width: 1, color: Color(hex: "#C6C6C8"), style: .dashed))
  }

  @Test(arguments: ["fontStyle"])
  func eachTypeCascadeDoesNotReadIsReportedAsUnsupported(type: String) {
    let diagnostics: [TextDiagnostic] = load(type, "\"x\"", as: Self.length).diagnostics
    let codes: [TextDiagnostic.Code] = diagnostics.map(\.code)
    let namesTheType: Bool = diagnostics.first?.message.contains("`\(type)`") ?? false
    #expect(codes == [.unsupportedTokenType])
    #expect(namesTheType)
  }

  @Test func aTypeCascadeDoesNotReadIsKeptOnTheToken() {
    let file = DesignTokenFile(
      parsing: ##"{"slanted": {"$type": "fontStyle", "$value": "italic"}}"##,
      named: "t.tokens.json")
    #expect(file.diagnostics.map(\.code) == [.unsupportedTokenType])
    #expect(file.token(at: "slanted")?.type == .fontStyle)
  }

  @Test func anUnknownTypeIsReportedWithTheNearestType() {
    let result = load("colour", "\"#fff\"", as: Self.color)
    #expect(result.diagnostics.map(\.code) == [.unknownTokenType])
    #expect(result.diagnostics.first?.suggestion == "color")
    #expect(result.diagnostics.first?.range.start.column == 17)
  }

  @Test func aTypeIsInheritedFromTheGroup() {
    var mapping = DesignTokenMapping()
    mapping.map(Self.length, to: "size.gap")
    let text = ##"{"size": {"$type": "dimension", "gap": {"$value": "6px"}}}"##
    #expect(mapping.loadTheme(text, named: "T").theme[Self.length] == 6)
  }
}
