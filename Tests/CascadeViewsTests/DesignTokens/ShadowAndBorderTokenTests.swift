import CascadeViews
import Testing

@Suite struct ShadowAndBorderTokenTests {
  private static let layer =
    ##"{"color": "#00000080", "offsetX": {"value": 0, "unit": "px"}, "offsetY": "2px", "##
    + ##""blur": "4px", "spread": "-1px"}"##
  private static let inner =
    ##"{"color": "#000000", "offsetX": "1px", "offsetY": "1px", "blur": "2px", "spread": "0px", "##
    + ##""inset": true}"##

  @Test func eachStrokeStyleNamesTheKeywordThatReadsIt() {
    for (keyword, style) in Border.StrokeStyle.keywords { #expect(style.keyword == keyword) }
    #expect(Border.StrokeStyle.dashes([4, 2], lineCap: .round).keyword == "dashed")
  }

  @Test func aListOfShadowsIsAShadowOfLayersTheFirstOnTop() throws {
    let shadow = try #require(
      TokenLoad.value(of: Shadow.self, "shadow", "[\(Self.layer), \(Self.inner)]").value)
    #expect(shadow.layers.count == 2)
    #expect(shadow.spread == -1)
    #expect(shadow.isInset == false)
    #expect(shadow.layers[1].isInset)
    #expect(shadow.layers[1].offset == Size(width: 1, height: 1))
  }

  @Test(arguments: [
    ("[]", "a shadow object"),
    (
      ##"{"color": "#000", "offsetX": "0px", "offsetY": "0px", "blur": "-1px", "spread": "0px"}"##,
      "`blur`"
    ),
    (
      ##"{"color": "#000", "offsetX": "0px", "offsetY": "0px", "blur": "1px", "spread": "0px", "inset": "yes"}"##,
      "`inset`"
    ),
    (
      ##"{"color": "#000", "offsetX": "0px", "offsetY": "0px", "blur": "1px", "spread": "0px", "bad": 1}"##,
      "`bad`"
    ),
  ])
  func aShadowTheFormatRejectsIsReported(value: String, naming: String) {
    let messages = TokenLoad.messages(of: Shadow.self, "shadow", value)
    #expect(messages.count == 1 && messages.first?.contains(naming) == true, "\(messages)")
  }

  @Test func aShadowOfLayersPrintsAsAListThatReadsBackEqual() throws {
    let shadow = Shadow(layers: [
      Shadow(opacity: 0.2, radius: 3, offset: Size(width: 0, height: 1), spread: 1),
      Shadow(color: .blue, opacity: 0.5, radius: 0, offset: .zero, isInset: true),
    ])
    guard case .array(let printed) = shadow.designTokenValue else {
      Issue.record("not a list")
      return
    }
    #expect(printed.count == 2)
    #expect(printed[1]["inset"] == .bool(true))
    #expect(try Shadow(designTokenValue: .array(printed), type: .shadow) == shadow)
  }

  @Test func aShadowOfOneLayerIsThatLayerAndNoLayersIsNone() {
    let one = Shadow(opacity: 0.3)
    #expect(Shadow(layers: [one]) == one)
    #expect(Shadow(layers: []) == .none)
    #expect(Shadow(layers: [Shadow(layers: [one, one]), one]).layers.count == 3)
  }

  @Test(arguments: [
    (#""dotted""#, Border.StrokeStyle.dotted),
    (#""double""#, .double),
    (
      #"{"dashArray": [{"value": 0.25, "unit": "rem"}, "2px"], "lineCap": "round"}"#,
      .dashes([4, 2], lineCap: .round)
    ),
  ])
  func aStrokeStyleIsAKeywordOrADashObject(value: String, expected: Border.StrokeStyle) {
    #expect(TokenLoad.value(of: Border.StrokeStyle.self, "strokeStyle", value).value == expected)
  }

  @Test(arguments: [
    (#""thicc""#, "a stroke style"),
    (#"{"dashArray": ["2px"], "lineCap": "flat"}"#, "`lineCap`"),
    (#"{"dashArray": [], "lineCap": "round"}"#, "`dashArray`"),
    (#"{"dashArray": ["2"], "lineCap": "round"}"#, "`dashArray`"),
    (#"{"dashArray": ["2px"], "lineCap": "round", "dashOffset": 1}"#, "`dashOffset`"),
  ])
  func aStrokeStyleTheFormatRejectsIsReported(value: String, naming: String) {
    let messages = TokenLoad.messages(of: Border.StrokeStyle.self, "strokeStyle", value)
    #expect(messages.count == 1 && messages.first?.contains(naming) == true, "\(messages)")
  }

  @Test func aBorderOfADashPatternPrintsAndReadsBackEqual() throws {
    let border = Border(width: 2, color: .red, style: .dashes([3, 1], lineCap: .square))
    #expect(try Border(designTokenValue: border.designTokenValue, type: .border) == border)
    #expect(border.designTokenValue["style"]?["lineCap"] == .string("square"))
  }

  @Test func aBorderWithoutItsStyleIsReported() {
    let messages = TokenLoad.messages(
      of: Border.self, "border", ##"{"color": "#000", "width": "1px"}"##)
    #expect(messages.first?.contains("`style`") == true, "\(messages)")
  }
}
