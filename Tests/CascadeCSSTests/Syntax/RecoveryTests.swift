import CascadeCSS
import CascadeViews
import Testing

/// Error recovery as CSS Syntax Level 3 reads a sheet, and as Chromium does: each case's
/// outcome is what the browser makes of the same text.
@Suite struct RecoveryTests {
  /// A view of classes `r1`…`r3` styled by `text`: its opacity and corner radius, with the
  /// sheet's diagnostics.
  private func styled(
    _ text: String, classes: Set<String>
  ) throws -> (
    opacity: Double, radius: Double, sheet: CSSStylesheet
  ) {
    let sheet = StyleVocabulary.standard.load(text, named: "recovery.css")
    let view = View()
    view.styleClasses = classes
    try sheet.stylesheet.apply(to: view)
    return (view.alpha, view.cornerRadius, sheet)
  }

  @Test func aStrayBraceTakesTheNextRuleWithIt() throws {
    // A selector runs to the next `{`: `.r1 } .r2` is one selector, which fails.
    let result = try styled(".r1 }\n.r2 { border-radius: 39px; }", classes: ["r2"])
    #expect(result.radius == 0)
    let diagnostic = try #require(result.sheet.diagnostics.first)
    #expect(result.sheet.codes == [.syntax])
    #expect(diagnostic.message == "unexpected `}`")
    #expect(diagnostic.range.description == "1:5-1:6")
    #expect(diagnostic.notes.first?.contains("runs on to the next `{`") == true)
  }

  @Test func aStringCutByALinesEndIsReportedWhenARuleFollowsIt() throws {
    // CSS Syntax 3 makes `"abc; }` a bad string, a parse error; the declaration then runs
    // on to the next rule's block, and the whole is read as a rule that fails. The string
    // went unreported: only what the rule's reading found was.
    let result = try styled(
      ".r1 { text: \"abc; }\n.r2 { opacity: 0.5; }", classes: ["r1", "r2"])
    #expect(result.opacity == 1)
    let diagnostic = try #require(
      result.sheet.diagnostics.first { $0.code == .unterminatedString })
    #expect(diagnostic.range.start.line == 1)
    #expect(diagnostic.range.start.column == 13)
  }

  @Test func aStraySemicolonAtTheTopLevelTakesTheNextRuleWithIt() throws {
    let result = try styled(
      ".r1 { opacity: 0.5; };\n.r2 { border-radius: 3px; }", classes: ["r1", "r2"])
    #expect(result.opacity == 0.5)
    #expect(result.radius == 0)
    #expect(result.sheet.diagnostics.map(\.message) == ["unexpected `;`"])
  }

  @Test func anUnclosedBracketTakesInTheRestOfTheSheet() throws {
    let text = """
      View.r3 { ( background-color: #c7fa4d; border-radius: 60px; }
      .r3 { opacity: 0.5; }
      """
    let result = try styled(text, classes: ["r3"])
    #expect(result.radius == 0)
    #expect(result.opacity == 1)
    #expect(result.sheet.codes.contains(.unclosedBracket))
    let bracket = try #require(result.sheet.diagnostics.first { $0.code == .unclosedBracket })
    #expect(bracket.message == "`(` is never closed")
    #expect(bracket.range.description == "1:11-1:12")
  }

  @Test func aVarNeverClosedIsReadAsClosedAtTheSheetsEnd() throws {
    // CSS closes the `var(` at the end, so the value is the whole `var()`, fallback
    // included, and it is checked as the printed sheet, with its `)` written, is checked.
    let good = try styled(":root { --o: 0.5; }\n.r1 { opacity: var(--o, 0.25", classes: ["r1"])
    #expect(good.opacity == 0.5)
    #expect(good.sheet.codes == [.unclosedBlock, .unclosedBracket])
    let printed = StyleVocabulary.standard.load(good.sheet.cssText, named: "printed.css")
    #expect(printed.diagnostics.isEmpty)
    #expect(printed == good.sheet)

    let bad = try styled(":root { --o: 0.5; }\n.r1 { opacity: var(--o, re \u{16}", classes: ["r1"])
    #expect(bad.opacity == 1)
    let fallback = try #require(bad.sheet.diagnostics.first { $0.code == .invalidValue })
    #expect(fallback.range.description == "2:25-2:27")
    #expect(bad.sheet.cssText.contains("opacity") == false)
  }

  @Test func anImportantInsideAVarTheEndLeavesOpenIsTheFallbacks() throws {
    // Printed, the `)` comes after `!important`, which is then the fallback's, and no value.
    let result = try styled(
      ":root { --o: 0.5; }\n.r1 { opacity: var(--o, 0.25 !important", classes: ["r1"])
    #expect(!result.sheet.codes.contains(.unsupportedImportant))
    #expect(result.sheet.codes.contains(.invalidValue))
    #expect(result.opacity == 1)
  }

  @Test func aStringTheEndCutsInsideACustomPropertysBlockBreaksTheDeclaration() throws {
    // The string runs to the sheet's end inside the value's `{`: the declaration is left
    // out, as one with the string outside brackets is, not kept with text that prints back
    // without its quote.
    let text = "Label { color: rgb(var(--x)); }\n:root { --x: 1 { :r\"abc; }"
    let sheet = StyleVocabulary.standard.load(text, named: "recovery.css")
    let string = try #require(sheet.diagnostics.first { $0.code == .unterminatedString })
    #expect(string.range.start.line == 2)
    #expect(string.range.start.column == 20)
    #expect(sheet.tokenDeclarations.isEmpty)
  }

  @Test func aCustomPropertysBracketTheEndLeavesOpenPrintsClosed() throws {
    let text =
      "Label { color: red var(--x); }\n@media (prefers-color-scheme: dark) { :root { --x: 1 { 2"
    let sheet = StyleVocabulary.standard.load(text, named: "recovery.css")
    let printed = StyleVocabulary.standard.load(sheet.cssText, named: "printed.css")
    #expect(!printed.hasErrors)
    #expect(printed == sheet)
  }

  @Test(arguments: ["[", "rgb(", "url("])
  func everyKindOfUnclosedBracketTakesInTheRest(opener: String) throws {
    let result = try styled(
      ".r1 { padding: \(opener) 1px; opacity: 0.2; }\n.r1 { border-radius: 4px; }",
      classes: ["r1"])
    #expect(result.opacity == 1)
    #expect(result.radius == 0)
  }

  @Test func closingBracketsOfAnotherKindInsideBracketsDoNotCloseThem() throws {
    // `[ } ]` is one component value: the `}` in it closes nothing.
    let result = try styled(
      ".r1 { padding: [ } ] ; opacity: 0.3; }\n.r1 { border-radius: 4px; }", classes: ["r1"])
    #expect(result.opacity == 0.3)
    #expect(result.radius == 4)
  }

  @Test func anUnknownAtRuleWithABlockInADeclarationListIsSkippedAndTheRuleGoesOn() throws {
    let result = try styled(
      ".r3 { @foo { .r1 { opacity: 0.5; } } border-radius: 1px; }", classes: ["r3", "r1"])
    #expect(result.radius == 1)
    #expect(result.opacity == 1)
    #expect(result.sheet.codes == [.unsupportedAtRule])
  }

  @Test func anAtRuleInADeclarationListEndsAtItsSemicolon() throws {
    let result = try styled(
      ".r1 { opacity: 0.5; @foo border-radius: 1px; padding: 2px; }", classes: ["r1"])
    #expect(result.opacity == 0.5)
    #expect(result.radius == 0)
  }

  @Test func aValueWithABlockIsReadAsANestedRuleAndTheRuleGoesOn() throws {
    // `padding: 1px {}` is no declaration; read as a rule, it ends at its block, and the
    // declaration after it loads.
    let result = try styled(
      ".r1 { opacity: 0.5; padding: 1px {} border-radius: 3px; }", classes: ["r1"])
    #expect(result.opacity == 0.5)
    #expect(result.radius == 3)
  }

  @Test func htmlCommentMarkersAreIgnoredAtTheTopLevel() throws {
    let result = try styled(
      "<!-- .r1 { opacity: 0.5; } -->\n.r2 { border-radius: 3px; }", classes: ["r1", "r2"])
    #expect(result.opacity == 0.5)
    #expect(result.radius == 3)
    #expect(result.sheet.diagnostics.isEmpty)
  }

  @Test func htmlCommentMarkersInsideABlockAreNotIgnored() throws {
    let result = try styled(
      ".r1 { <!-- opacity: 0.5; border-radius: 3px; }", classes: ["r1"])
    #expect(result.opacity == 1)
    #expect(result.radius == 3)
  }

  @Test func aStrayBraceInsideABlockOfRulesEndsTheBlock() throws {
    let result = try styled(
      "@media (prefers-color-scheme: light) { .r1 } .r2 { border-radius: 3px; }",
      classes: ["r1", "r2"])
    #expect(result.radius == 3)
  }

  @Test func aTopLevelCustomPropertyTakesTheNextRuleWithIt() throws {
    let result = try styled(
      ".r1 { opacity: 0.5; } --x: 1; .r2 { border-radius: 3px; }", classes: ["r1", "r2"])
    #expect(result.opacity == 0.5)
    #expect(result.radius == 0)
  }

  @Test func aDeclarationWithoutItsColonSuggestsOne() throws {
    let result = try styled(".r1 { opacity 0.5; border-radius: 3px; }", classes: ["r1"])
    #expect(result.radius == 3)
    let diagnostic = try #require(result.sheet.diagnostics.first)
    #expect(diagnostic.message == "expected `:` after `opacity`")
    #expect(diagnostic.suggestion == "opacity:")
  }

  @Test func anUnknownTypeInASelectorListMatchesNothingAndTheOthersStay() throws {
    let result = try styled("Labl, .r1 { opacity: 0.5; }", classes: ["r1"])
    #expect(result.opacity == 0.5)
    #expect(result.sheet.codes == [.unknownType])
    #expect(result.sheet.rules.map(\.selectors) == [[".r1"]])
  }

  @Test func anUnterminatedStringEndsItsDeclarationAtTheLineEnd() throws {
    let result = try styled(
      ".r1 { opacity: \"abc\n ; border-radius: 4px; }", classes: ["r1"])
    #expect(result.radius == 4)
    #expect(result.sheet.codes == [.unterminatedString])
  }

  @Test func theEndClosesEveryBlockAndWhatTheyHoldLoads() throws {
    let result = try styled(
      "@media (prefers-color-scheme: light) { .r1 { opacity: 0.5; border-radius: 2px",
      classes: ["r1"])
    #expect(result.opacity == 0.5)
    #expect(result.radius == 2)
    #expect(result.sheet.codes == [.unclosedBlock, .unclosedBlock])
  }

  /// Sheets and what Chromium makes of them for a view of classes `r1 r2 r3`: its opacity,
  /// corner radius and top padding.
  static let readAsChromiumDoes: [(String, Double, Double, Double)] = [
    // A value that is only a block is a declaration that fails; with more, it is read
    // again as a nested rule that ends at its block, and the declaration after it loads.
    (".r1 { opacity: {0.5}; border-radius: 3px }", 1, 3, 0),
    (".r1 { opacity: {0.5} border-radius: 3px; padding: 2px }", 1, 3, 2),
    (".r1 { --x: {a} b; border-radius: 3px }", 1, 3, 0),
    (".r1 { border-radius: 3px; : 1; padding: 2px }", 1, 3, 2),
    (".r1 { border-radius: 3px; 1px; padding: 2px }", 1, 3, 2),
    (".r1 { border-radius: 3px; ) padding: 2px; opacity: .5 }", 0.5, 3, 0),
    (".r1 { border-radius: 3px; --y } padding: 2px; opacity: .5 }", 1, 3, 0),
    // A `}` in a top-level at-rule's prelude is part of it: the block after it goes too.
    ("@media (prefers-color-scheme: light) } .r1 {opacity:.5} .r2 { padding: 2px }", 1, 0, 2),
    ("@layer a } .r1 {opacity:.5} .r2 { padding: 2px }", 1, 0, 2),
    ("@media all { .r1; .r2 { opacity: 0.5 } }", 1, 0, 0),
    ("@media all { .r1 } .r2 { opacity: 0.5 } }", 0.5, 0, 0),
    (".r1 { opacity: .5; @layer a; padding: 2px }", 0.5, 0, 2),
    (".r1 { opacity: .5; @layer a } padding: 2px }", 0.5, 0, 0),
    (".r1 { opacity: .5 } @foo } .r1 { padding: 2px } .r2 { border-radius: 3px }", 0.5, 3, 0),
    // In a group rule's block, a `;` is part of the next selector, and `<!--` is no marker.
    (
      "@media (prefers-color-scheme: light) { .r1 { opacity: .5 } ; .r2 {border-radius: 3px} }",
      0.5, 0, 0
    ),
    ("@layer a { .r1 { opacity: .5 } ; .r2 {border-radius: 3px} }", 0.5, 0, 0),
    (
      "@media (prefers-color-scheme: light) { .r1 { opacity: .5 } } ; .r2 {border-radius: 3px}",
      0.5, 0, 0
    ),
    (
      "@media (prefers-color-scheme: light) { <!-- .r1 { opacity: .5 } .r2 {border-radius: 3px} }",
      1, 3, 0
    ),
    // `!` must be followed by `important`, with or without white space.
    (".r1 { opacity: .5 !ie; border-radius: 3px }", 1, 3, 0),
    (".r1 { opacity: .5 ! important; border-radius: 3px }", 0.5, 3, 0),
    // A custom property's value may hold a block; its `;` ends it, as another's does.
    (".r1 { opacity: .5; --x: { a: b }; border-radius: 3px }", 0.5, 3, 0),
    (".r1 { opacity: .5; --x: a; b }; border-radius: 3px }", 0.5, 0, 0),
    // A media query with an error matches nothing; the list's other queries stay.
    ("@media ,(prefers-color-scheme: light) { .r1 {opacity:.5}}", 0.5, 0, 0),
    ("@media (foo: bar), (prefers-color-scheme: light) { .r1 {opacity:.5}}", 0.5, 0, 0),
    ("@media (prefers-color-scheme: light), { .r1 {opacity:.5}}", 0.5, 0, 0),
    (
      "@media (prefers-color-scheme: light) k9, (prefers-color-scheme: dark) { .r1 {opacity:.5}}",
      1, 0, 0
    ),
    ("@media not (foo: bar) { .r1 {opacity:.5}}", 1, 0, 0),
    // A selector that matches nothing stays out of its list; one with an error fails it.
    ("Labl..k, .r1 { opacity: 0.5 }", 1, 0, 0),
    ("Labl > > x, .r1 { opacity: 0.5 }", 1, 0, 0),
    ("#abc, .r1 { opacity: 0.5 }", 0.5, 0, 0),
    ("#-a, .r1 { opacity: 0.5 }", 0.5, 0, 0),
    ("#5f, .r1 { opacity: 0.5 }", 1, 0, 0),
    ("#-5, .r1 { opacity: 0.5 }", 1, 0, 0),
  ]

  @Test(arguments: readAsChromiumDoes)
  func whatSurvivesIsWhatChromiumKeeps(
    text: String, opacity: Double, radius: Double, padding: Double
  ) throws {
    let sheet = StyleVocabulary.standard.load(text, named: "recovery.css")
    let view = View()
    view.styleClasses = ["r1", "r2", "r3"]
    view.layoutMargins = .zero
    try sheet.stylesheet.apply(to: view)
    #expect(view.alpha == opacity)
    #expect(view.cornerRadius == radius)
    #expect(view.layoutMargins.top == padding)
    #expect(!sheet.diagnostics.isEmpty)
  }
}
