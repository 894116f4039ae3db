import Cascade
import CascadeCSS
import Testing

@Suite struct DiagnosticTests {
  private let vocabulary = StyleVocabulary.boxes

  private func only(_ text: String) throws -> TextDiagnostic {
    let sheet = vocabulary.sheet(text)
    #expect(sheet.diagnostics.count == 1, "\(sheet.formattedDiagnostics)")
    return try #require(sheet.diagnostics.first)
  }

  @Test func rangeGivesLineAndColumnOfBothEnds() throws {
    let diagnostic = try only("Box {\n  width: 1;\n  widht: 3;\n}\n")
    #expect(diagnostic.code == .unknownProperty)
    #expect(diagnostic.file == "test.css")
    #expect(diagnostic.range.start == TextPosition(line: 3, column: 3, offset: 20))
    #expect(diagnostic.range.end == TextPosition(line: 3, column: 8, offset: 25))
    #expect(
      diagnostic.description
        == "test.css:3:3: error: unknown property `widht`; did you mean `width`?")
  }

  @Test func tabCountsAsOneColumn() throws {
    let diagnostic = try only("Box {\n\t\twidht: 3;\n}")
    #expect(diagnostic.range.start == TextPosition(line: 2, column: 3, offset: 8))
    #expect(diagnostic.range.end.column == 8)
  }

  @Test func columnsCountCharactersNotBytes() throws {
    let diagnostic = try only("Caption { text: \"héllo 🎉\"; widht: 3; }")
    #expect(diagnostic.range.start.column == 28)
    #expect(diagnostic.range.start.offset == 31)
    #expect(diagnostic.range.end.column == 33)
  }

  @Test func rangeOfAValueCoversTheBadToken() throws {
    let diagnostic = try only("Box {\n  elevation:   raisd ;\n}")
    let range: String = diagnostic.range.description
    #expect(diagnostic.code == .invalidValue)
    #expect(range == "2:16-2:21")
    #expect(diagnostic.suggestion == "raised")
  }

  @Test func aBadValueSaysWhatWasExpectedAndWhatWasFound() throws {
    let diagnostic = try only("Box {\n  elevation:   raisd ;\n}")
    let expected: String = "`flat`, `raised` or `floating`"
    let message: String =
      "invalid value for `elevation`: expected `flat`, `raised` or `floating`, found `raisd`"
    #expect(diagnostic.expected == expected)
    #expect(diagnostic.found == "`raisd`")
    #expect(diagnostic.message == message)
  }

  /// Misspelt text, the code it gets, the text its range covers, and the suggestion.
  private static let misspellings: [(String, TextDiagnostic.Code, String, String)] = [
    ("Box { widht: 1; }", TextDiagnostic.Code.unknownProperty, "widht", "width"),
    ("Captoin { lines: 1; }", .unknownType, "Captoin", "Caption"),
    ("Box:hightlighted { width: 1; }", .unknownPseudoClass, ":hightlighted", ":highlighted"),
    ("Box:focussed { width: 1; }", .unknownPseudoClass, ":focussed", ":focused"),
    ("Box { elevation: flaot; }", .invalidValue, "flaot", "flat"),
    ("Box { hidden: ture; }", .invalidValue, "ture", "true"),
    ("Box { width: 3pxx; }", .invalidValue, "3pxx", "px"),
    ("Box { width: var(--guter); }", .unknownToken, "--guter", "--gutter"),
    ("@media (moood: busy) { }", .unknownMediaFeature, "moood", "mood"),
    ("@media (min-busynes: busy) { }", .unknownMediaFeature, "min-busynes", "min-busyness"),
    ("@meda (quiet) { }", .unsupportedAtRule, "@meda", "@media"),
    ("@media scren { }", .unknownMediaType, "scren", "screen"),
  ]

  @Test(arguments: misspellings)
  func misspellingIsReportedWithASuggestion(
    text: String, code: TextDiagnostic.Code, written: String, suggestion: String
  ) throws {
    let diagnostic = try only(text)
    #expect(diagnostic.code == code)
    #expect(diagnostic.suggestion == suggestion)
    let range = diagnostic.range.start.offset..<diagnostic.range.end.offset
    #expect(String(decoding: Array(text.utf8)[range], as: UTF8.self) == written)
  }

  @Test(arguments: [
    ("Box { zebra: 1; }", TextDiagnostic.Code.unknownProperty),
    ("Zebra { width: 1; }", .unknownType),
    ("Box:hover { width: 1; }", .unknownPseudoClass),
    ("Box { elevation: sideways; }", .invalidValue),
  ])
  func distantNameGetsNoSuggestion(text: String, code: TextDiagnostic.Code) throws {
    let diagnostic = try only(text)
    #expect(diagnostic.code == code)
    #expect(diagnostic.suggestion == nil)
  }

  @Test func everyErrorIsReportedInOrder() throws {
    let sheet: CSSStylesheet = sheetOfSixErrors()
    let expected: [TextDiagnostic.Code] = [
      .unknownProperty, .invalidValue, .unknownType, .invalidValue, .propertyNotApplicable,
      .unknownPseudoClass,
    ]
    let lines: [Int] = sheet.diagnostics.map(\.range.start.line)
    #expect(sheet.codes == expected)
    #expect(lines == [3, 4, 7, 9, 11, 13])
  }

  @Test func everyErrorIsLeftOutAndTheRestApplies() throws {
    let root = Box()
    let caption = root.add(Caption())
    try sheetOfSixErrors().stylesheet.apply(to: root)
    #expect(root.width == 3)
    #expect(root.hidden == true)
    #expect(root.elevation == Elevation.flat)
    expectStyledWithoutItsBadValue(caption)
  }

  /// The caption keeps its lines, whose value was bad, and takes its text.
  private func expectStyledWithoutItsBadValue(_ caption: Caption) {
    #expect(caption.text == "ok")
    #expect(caption.lines == 1)
  }

  /// A sheet of six errors, each on its own line, between declarations that load.
  private func sheetOfSixErrors() -> CSSStylesheet {
    vocabulary.sheet(
      """
      Box {
        width: 3;
        widht: 4;
        elevation: raisd;
        hidden: true;
      }
      Captoin { lines: 2; }
      Caption {
        lines: x;
        text: "ok";
        level: 2;
      }
      Box:hover { width: 9; }
      """)
  }

  @Test func badSelectorIsReportedAndItsRuleLeftOut() {
    let sheet = vocabulary.sheet("Box#main { width: 1; }\nBox { hidden: true; }")
    let codes: [TextDiagnostic.Code] = sheet.codes
    let selectors: [[String]] = sheet.rules.map(\.selectors)
    #expect(codes == [.unsupportedSelector])
    #expect(selectors == [["Box"]])
  }

  @Test func badSelectorDropsOnlyItsRule() throws {
    let sheet = vocabulary.sheet("Box#main { width: 1; }\nBox { hidden: true; }")
    let box = Box()
    try sheet.stylesheet.apply(to: box)
    #expect(box.width == 0)
    #expect(box.hidden == true)
  }

  @Test(arguments: ["Box + Box", "Box ~ Box", "Box[x]", "Box::before", "Box:not(.a)", "#main"])
  func unsupportedSelectorIsNamed(selector: String) throws {
    #expect(try only("\(selector) { width: 1; }").code == .unsupportedSelector)
  }

  @Test func ruleWithoutASelectorIsReported() {
    let sheet = vocabulary.sheet("{ width: 1; }\nBox { hidden: true; }")
    #expect(sheet.codes == [.syntax])
    #expect(sheet.rules.count == 1)
  }

  @Test func unclosedBlockIsReportedAndItsDeclarationsLoad() throws {
    let sheet = vocabulary.sheet("Box { hidden: true; }\nCaption {\n  lines: 2;\n")
    let codes: [TextDiagnostic.Code] = sheet.codes
    let start: TextPosition? = sheet.diagnostics.first?.range.start
    #expect(codes == [.unclosedBlock])
    #expect(start == TextPosition(line: 2, column: 9, offset: 30))
    let caption = Caption()
    try sheet.stylesheet.apply(to: caption)
    #expect(caption.hidden == true)
    #expect(caption.lines == 2)
  }

  @Test func unterminatedStringEndsAtTheLineAndTheNextRuleLoads() throws {
    let sheet = vocabulary.sheet("Caption {\n  text: \"abc\n}\nBox { width: 2; }")
    #expect(sheet.codes == [.unterminatedString])
    #expect(sheet.diagnostics.first?.range.start == TextPosition(line: 2, column: 9, offset: 18))
    let caption = Caption()
    try sheet.stylesheet.apply(to: caption)
    #expect(caption.text == "")
    #expect(caption.width == 2)
  }

  @Test func unterminatedCommentIsReportedAndWhatIsBeforeItLoads() throws {
    let sheet = vocabulary.sheet("Box { width: 2; }\n/* to do\nBox { width: 3; }")
    #expect(sheet.codes == [.unterminatedComment])
    #expect(sheet.diagnostics.first?.range.description == "2:1-2:3")
    let box = Box()
    try sheet.stylesheet.apply(to: box)
    #expect(box.width == 2)
  }

  @Test func importantIsReportedAndTheValueStillApplies() throws {
    let sheet = vocabulary.sheet("Box { width: 3 ! important; }")
    #expect(sheet.codes == [.unsupportedImportant])
    #expect(sheet.diagnostics.first?.range.description == "1:16-1:27")
    let box = Box()
    try sheet.stylesheet.apply(to: box)
    #expect(box.width == 3)
  }

  @Test func strictLoadThrowsEveryDiagnostic() throws {
    let text = "Box { widht: 1; }\nCaptoin { }"
    let error = #expect(throws: TextLoadingError.self) {
      try vocabulary.strictSheet(text, named: "strict.css")
    }
    let codes: [TextDiagnostic.Code]? = error?.diagnostics.map(\.code)
    let loaded: [TextDiagnostic] = vocabulary.load(text, named: "strict.css").diagnostics
    #expect(codes == [.unknownProperty, .unknownType])
    #expect(error?.diagnostics == loaded)
    #expect(error?.source == text)
  }

  @Test func strictLoadOfAGoodSheetReadsItsRules() throws {
    #expect(try vocabulary.strictSheet("Box { width: 1; }", named: "ok.css").rules.count == 1)
  }

  @Test func propertyOfAnotherTypeIsNotApplicableWithANote() throws {
    let diagnostic = try only("Box { lines: 2; }")
    #expect(diagnostic.code == .propertyNotApplicable)
    #expect(diagnostic.message == "`lines` does not apply to `Box`")
    #expect(
      diagnostic.notes == ["`lines` applies to `Caption`, `Field`; select one of them in the rule"])
  }

  @Test func formatterShowsTheLineWithACaretUnderTheRange() {
    let text = "Box {\n\twidth: 1;\n  widht: 3;\n}\n"
    let sheet = vocabulary.load(text, named: "card.css")
    #expect(
      TextDiagnosticFormatter.format(sheet.diagnostics, source: text) == """
        card.css:3:3: error: unknown property `widht`; did you mean `width`?
          3 |   widht: 3;
            |   ^~~~~

        """)
    #expect(
      sheet.formattedDiagnostics == TextDiagnosticFormatter.format(sheet.diagnostics, source: text))
  }

  @Test func formatterShowsNotesAndLinesUpUnderTabs() {
    let text = "\n\n\n\n\n\n\n\n\nBox {\n\tlines: 2;\n}"
    let sheet = vocabulary.load(text, named: "n.css")
    #expect(
      sheet.formattedDiagnostics == """
        n.css:11:2: error: `lines` does not apply to `Box`
          11 |  lines: 2;
             |  ^~~~~
             = note: `lines` applies to `Caption`, `Field`; select one of them in the rule

        """)
  }
}
