import CascadeCSS
import CascadeReferenceModel
import CascadeViews
import Testing

@Suite struct ValueSyntaxTests {
  // MARK: Color

  @Test func numbersReadAsTheStandardLibraryReadsThem() throws {
    // Short decimals take a fast path; it must round exactly as `Double(String)` does.
    var random = SeededGenerator(seed: 11)
    for _ in 0..<5_000 {
      let whole = String(UInt64.random(in: 0...999_999_999, using: &random))
      let fraction = String(UInt64.random(in: 0...9_999_999, using: &random))
      let sign = Bool.random(using: &random) ? "-" : ""
      let text =
        switch Int.random(in: 0..<4, using: &random) {
        case 0: sign + whole
        case 1: sign + whole + "." + fraction
        case 2: sign + "." + fraction
        default:
          sign + whole + "." + fraction + "e-" + String(Int.random(in: 0...30, using: &random))
        }
      let expected = try #require(Double(text))
      #expect(try Double(cssText: text) == expected, "\(text)")
    }
  }

  @Test(arguments: [
    ("#ff9500", Color.orange), ("#FF9500", .orange), ("#fff", .white), ("#0000", .clear),
    ("#00000000", .clear), ("red", .red), ("Transparent", .clear), ("clear", .clear),
    ("rgb(255, 149, 0)", .orange), ("rgb(255 149 0)", .orange),
    ("rgba(0, 0, 0, 0.4)", Color.black.opacity(0.4)),
    ("rgb(0 0 0 / 40%)", Color.black.opacity(0.4)),
    ("rgb(100%, 0%, 0%)", Color(red: 1, green: 0, blue: 0)),
    ("rgba(127.5, 0, 0, 1)", Color(red: 0.5, green: 0, blue: 0)),
    ("color(srgb 0.25 0.5 1)", Color(red: 0.25, green: 0.5, blue: 1)),
    ("color(srgb 0.25 0.5 1 / 0.5)", Color(red: 0.25, green: 0.5, blue: 1, opacity: 0.5)),
  ])
  func colorReadsCSSForms(text: String, color: Color) throws {
    #expect(try Color(cssText: text) == color)
  }

  @Test func colorPrintsHexOnlyForWholeBytes() {
    #expect(Color.orange.cssText == "#ff9500")
    #expect(Color.black.opacity(0.4).cssText == "#00000066")
    #expect(Color(red: 0.5, green: 0, blue: 0).cssText == "rgb(127.5, 0, 0)")
    #expect(
      Color(red: 0.5, green: 0, blue: 0, opacity: 0.25).cssText == "rgba(127.5, 0, 0, 0.25)")
  }

  @Test func misspeltColorNameGetsTheNearestName() {
    let error = #expect(throws: CSSValueError.self) { try Color(cssText: "rde") }
    #expect(error?.suggestion == "red")
    #expect(error?.found == "`rde`")
  }

  @Test(arguments: [
    "rgb(256, 0, 0)", "rgb(0, -1, 0)", "rgba(0, 0, 0, 1.5)", "rgb(0 0 0 / 101%)",
  ])
  func colorComponentOutOfRangeIsAnError(text: String) {
    let error = #expect(throws: CSSValueError.self) { try Color(cssText: text) }
    #expect(error?.message?.contains("out of range") == true)
  }

  @Test(arguments: ["#12345", "#ggg", "rgb(1, 2)", "rgb(1, 2 3)", "hsl(0, 0%, 0%)", "12px"])
  func malformedColorIsAnError(text: String) {
    #expect(throws: CSSValueError.self) { try Color(cssText: text) }
  }

  @Test func colorTextRoundTrips() throws {
    var random = SeededGenerator(seed: 1)
    for _ in 0..<2_000 {
      let color = random.color()
      #expect(try Color(cssText: color.cssText) == color, "\(color.cssText)")
    }
  }

  // MARK: Font

  @Test(arguments: [
    ("17px", Font.system(size: 17)), ("bold 17px", .system(size: 17, weight: .bold)),
    ("600 20pt \"Avenir Next\"", .custom("Avenir Next", size: 20, weight: .semibold)),
    ("italic 15px", Font.system(size: 15).italic()),
    ("bold italic 15px system-ui", Font.system(size: 15, weight: .bold).italic()),
    ("normal 100 12px", .system(size: 12, weight: .ultraLight)),
    ("body", .body), ("large-title", .largeTitle), ("headline", .headline),
    ("regular headline", Font.headline.weight(.regular)),
    ("italic bold body", Font.body.weight(.bold).italic()),
    ("19px body", .preferred(.body, for: .extraLarge)),
  ])
  func fontReadsTheShorthand(text: String, font: Font) throws {
    #expect(try Font(cssText: text) == font)
  }

  @Test func fontPrintsTheShorthand() {
    #expect(Font.system(size: 17, weight: .bold).cssText == "bold 17px")
    #expect(Font.custom("Avenir Next", size: 20).italic().cssText == "italic 20px \"Avenir Next\"")
    #expect(Font.headline.cssText == "headline")
    #expect(Font.preferred(.body, for: .accessibilityMedium).cssText == "28px body")
  }

  @Test func misspeltTextStyleOrWeightGetsTheNearestName() {
    let error = #expect(throws: CSSValueError.self) { try Font(cssText: "bdy") }
    #expect(error?.suggestion == "body")
    let weight = #expect(throws: CSSValueError.self) { try Font(cssText: "semibld 17px") }
    #expect(weight?.suggestion == "semibold")
  }

  @Test(arguments: [
    "17", "450 17px", "1000 17px", "0.5px", "2000px", "18px body", "17px Avenir", "",
  ])
  func malformedFontIsAnError(text: String) {
    #expect(throws: CSSValueError.self) { try Font(cssText: text) }
  }

  @Test func fontTextRoundTrips() throws {
    var random = SeededGenerator(seed: 2)
    for _ in 0..<2_000 {
      var font = randomFont(&random)
      if Bool.random(using: &random) {
        font = font.weight(random.element(of: Font.Weight.allCases))
      }
      if Bool.random(using: &random) { font = font.italic() }
      #expect(try Font(cssText: font.cssText) == font, "\(font.cssText)")
    }
  }

  private func randomFont(_ random: inout SeededGenerator) -> Font {
    let size = random.length(in: 1...1_000)
    switch Int.random(in: 0..<3, using: &random) {
    case 0: return .system(size: size)
    case 1:
      let name = random.element(of: ["Avenir Next", "Menlo", "", "\"Quoted\\"])
      return .custom(name, size: size)
    default:
      return .preferred(
        random.element(of: Font.TextStyle.allCases),
        for: random.element(of: ContentSizeCategory.allCases))
    }
  }

  // MARK: EdgeInsets

  @Test(arguments: [
    ("8", EdgeInsets(all: 8)), ("8px 16px", EdgeInsets(horizontal: 16, vertical: 8)),
    ("8 16 4", EdgeInsets(top: 8, leading: 16, bottom: 4, trailing: 16)),
    ("8 16 4 2", EdgeInsets(top: 8, leading: 2, bottom: 4, trailing: 16)),
  ])
  func insetsReadCSSOrder(text: String, insets: EdgeInsets) throws {
    #expect(try EdgeInsets(cssText: text) == insets)
  }

  @Test func insetsPrintTheShortestForm() {
    #expect(EdgeInsets(all: 8).cssText == "8px")
    #expect(EdgeInsets(horizontal: 16, vertical: 0).cssText == "0 16px")
    #expect(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4).cssText == "1px 4px 3px 2px")
  }

  @Test(arguments: ["", "8em", "1 2 3 4 5", "red"])
  func malformedInsetsAreAnError(text: String) {
    #expect(throws: CSSValueError.self) { try EdgeInsets(cssText: text) }
  }

  @Test func insetsTextRoundTrips() throws {
    var random = SeededGenerator(seed: 3)
    for _ in 0..<2_000 {
      let pick = { (random: inout SeededGenerator) in random.element(of: [0, 8, random.length()]) }
      let insets = EdgeInsets(
        top: pick(&random), leading: pick(&random), bottom: pick(&random),
        trailing: pick(&random))
      #expect(try EdgeInsets(cssText: insets.cssText) == insets, "\(insets.cssText)")
    }
  }

  // MARK: Border

  @Test(arguments: [
    ("none", Border.none), ("1px solid #8e8e93", Border(width: 1, color: .gray)),
    ("solid 2px red", Border(width: 2, color: .red)),
    ("red 0.5px", Border(width: 0.5, color: .red)),
  ])
  func borderReadsTheShorthand(text: String, border: Border) throws {
    #expect(try Border(cssText: text) == border)
  }

  @Test func borderOfAnotherStyleKeepsItsStyle() throws {
    #expect(try Border(cssText: "1px dashed red") == Border(width: 1, color: .red, style: .dashed))
    #expect(try Border(cssText: "DOTTED red 2px").style == .dotted)
    #expect(Border(width: 1, color: .red, style: .double).cssText == "1px double #ff3b30")
  }

  @Test func hiddenBorderSuggestsNone() {
    let error = #expect(throws: CSSValueError.self) { try Border(cssText: "1px hidden red") }
    #expect(error?.suggestion == "none")
  }

  @Test(arguments: [
    "1px", "red", "-1px solid red", "1px solid solid red", "1px 2px red", "1px solid dashed red",
  ])
  func malformedBorderIsAnError(text: String) {
    #expect(throws: CSSValueError.self) { try Border(cssText: text) }
  }

  @Test func borderTextRoundTrips() throws {
    var random = SeededGenerator(seed: 4)
    for _ in 0..<2_000 {
      let border = Border(width: random.length(in: 0...100), color: random.color())
      #expect(try Border(cssText: border.cssText) == border, "\(border.cssText)")
    }
  }

  // MARK: Shadow

  @Test func shadowReadsTheColorsAlphaAsItsOpacity() throws {
    let lifted = Shadow(
      color: .black, opacity: 0.3, radius: 4, offset: Size(width: 0, height: 2))
    #expect(try Shadow(cssText: "0 2px 4px rgba(0, 0, 0, 0.3)") == lifted)
    let unblurred = Shadow(
      color: .black, opacity: 1, radius: 0, offset: Size(width: 1, height: 2))
    #expect(try Shadow(cssText: "#000000 1px 2px") == unblurred)
    #expect(try Shadow(cssText: "none") == .none)
    let tinted = Shadow(color: Color.black.opacity(0.5), opacity: 0.25)
    #expect(tinted.cssText == "0 -3px 3px rgba(0, 0, 0, 0.5) 0.25")
  }

  @Test(arguments: [
    "0 2px -4px black", "0 black", "0 2px 4px", "0 2px 4px black 2", "inset 0 2px",
  ])
  func malformedShadowIsAnError(text: String) {
    #expect(throws: CSSValueError.self) { try Shadow(cssText: text) }
  }

  @Test func shadowTextRoundTrips() throws {
    var random = SeededGenerator(seed: 5)
    for _ in 0..<2_000 {
      let color = Bool.random(using: &random) ? random.color().opacity(1) : random.color()
      let shadow = Shadow(
        color: color, opacity: random.fraction(), radius: random.length(in: 0...100),
        offset: Size(width: random.length(), height: random.length()))
      #expect(try Shadow(cssText: shadow.cssText) == shadow, "\(shadow.cssText)")
    }
  }

  // MARK: Keywords

  @Test func keywordsAreKebabCase() throws {
    #expect(ContentMode.scaleAspectFit.cssText == "scale-aspect-fit")
    #expect(LineBreakMode.byTruncatingTail.cssText == "by-truncating-tail")
    #expect(ContentSizeCategory.accessibilityExtraLarge.cssText == "accessibility-extra-large")
    #expect(TextAlignment.justified.cssText == "justify")
    #expect(LayoutDirection.rightToLeft.cssText == "rtl")
    #expect(try TextField.BorderStyle(cssText: "Rounded-Rect") == .roundedRect)
  }

  @Test func misspeltKeywordGetsTheNearestKeyword() {
    let error = #expect(throws: CSSValueError.self) { try TextAlignment(cssText: "centre") }
    #expect(error?.suggestion == "center")
  }

  @Test func everyKeywordRoundTrips() throws {
    try roundTripsEveryCase(TextAlignment.self)
    try roundTripsEveryCase(LineBreakMode.self)
    try roundTripsEveryCase(ContentMode.self)
    try roundTripsEveryCase(TintAdjustmentMode.self)
    try roundTripsEveryCase(Axis.self)
    try roundTripsEveryCase(StackView.Alignment.self)
    try roundTripsEveryCase(StackView.Distribution.self)
    try roundTripsEveryCase(TextField.BorderStyle.self)
    try roundTripsEveryCase(ColorScheme.self)
    try roundTripsEveryCase(SizeClass.self)
    try roundTripsEveryCase(LayoutDirection.self)
    try roundTripsEveryCase(ContentSizeCategory.self)
  }

  private func roundTripsEveryCase<Keyword: CSSKeyword>(_: Keyword.Type) throws {
    let keywords = Keyword.allCases.map(\.cssKeyword)
    #expect(Set(keywords).count == keywords.count, "\(Keyword.self) repeats a keyword")
    for value in Keyword.allCases {
      #expect(try Keyword(cssText: value.cssText) == value)
    }
  }
}
