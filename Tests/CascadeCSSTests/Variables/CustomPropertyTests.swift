import Cascade
import CascadeCSS
import CascadeViews
import Testing

/// A sheet's own custom properties: `:root { --gap: 12px }` with no Swift registration,
/// typed by their first use.
@Suite struct CustomPropertyTests {
  private let vocabulary = StyleVocabulary.boxes

  /// The box's width and elevation after applying `text` in a context, with the sheet's
  /// diagnostics.
  private func styled(
    _ text: String, in context: StyleContext = .with()
  ) throws -> (width: Double, elevation: Elevation, codes: [TextDiagnostic.Code]) {
    let sheet = vocabulary.sheet(text)
    let box = Box()
    try sheet.stylesheet.apply(to: box, in: context)
    return (box.width, box.elevation, sheet.codes)
  }

  @Test func aSheetDeclaresItsOwnProperty() throws {
    let result = try styled(":root { --gap: 12px; }\nBox { width: var(--gap); }")
    #expect(result.codes.isEmpty)
    #expect(result.width == 12)
  }

  @Test func aSheetsOwnPropertyIsATokenItsRulesUse() {
    let sheet = vocabulary.sheet(":root { --gap: 12px; }\nBox { width: var(--gap); }")
    let value: CSSDeclaredValue? = sheet.rules.first?.declarations.first?.value
    let tokens: [String] = sheet.tokenDeclarations.map(\.token)
    #expect(value == .token("gap", fallback: nil))
    #expect(tokens == ["gap"])
  }

  @Test func aDeclarationLeftOutForAnErrorTypesNothing() throws {
    // The first `var()` is broken: its declaration is left out, and the property takes its
    // type from the next use instead, so the sheet prints and loads back the same.
    let text = """
      :root { --lift: floating; }
      Box { width: var(--lift; ); }
      Box { elevation: var(--lift); }
      """
    let result = try styled(text)
    #expect(result.codes == [.syntax])
    #expect(result.elevation == .floating)
    let sheet = vocabulary.sheet(text)
    #expect(vocabulary.sheet(sheet.cssText).cssText == sheet.cssText)
  }

  @Test func aPropertyOnlyALeftOutDeclarationReadIsUnused() throws {
    let sheet = vocabulary.sheet(":root { --gap: 12px; }\nBox { width: var(--gap; ); }")
    #expect(sheet.codes == [.unusedCustomProperty, .syntax])
    #expect(sheet.tokenDeclarations.isEmpty)
  }

  @Test func aDeclarationLeftOutForAnAliasTooDeepTypesNothingAlongTheAliases() throws {
    // `--a9` is an alias nine deep, over the limit of eight: it has no value, so the width
    // that reads it is left out, and the properties that only its type reached stay unread.
    let chain = (1...9).map { "--a\($0): var(--a\($0 - 1));" }.joined(separator: " ")
    let text = ":root { --a0: 1px; \(chain) }\nBox { width: var(--a9); }"
    let sheet = vocabulary.sheet(text)
    let unused = sheet.codes.filter { $0 == .unusedCustomProperty }.count
    #expect(unused == 9)
    #expect(sheet.codes.contains(.aliasTooDeep))
    #expect(sheet.tokenDeclarations.isEmpty)
    let printed = sheet.cssText
    let reloaded = vocabulary.sheet(printed)
    #expect(reloaded.codes.isEmpty)
    #expect(reloaded.cssText == printed)
  }

  @Test func aStringsEscapedLineBreakInAKeptValuePrintsOnOneLineInsideABlock() {
    // `\` and a line break add nothing to a string; kept, the line break took the indent of
    // the `@layer` block it was printed in, inside the string, at each printing. The
    // fallback holds a `var()`, so the value is kept as text to substitute into.
    let text =
      ":root { --tint: red; }\n"
      + "@layer a { Label { color: var(--tint, var(--tint) \"x\\\ny\"); } }"
    let printed = StyleVocabulary.standard.sheet(text).cssText
    #expect(printed.contains("var(--tint, var(--tint) \"xy\")"), "\(printed)")
    #expect(StyleVocabulary.standard.sheet(printed).cssText == printed)
  }

  @Test func aLoneBackslashInAKeptValueKeepsItsLineBreak() {
    // A `\` before a line break is a token of its own; before the one space that white
    // space is printed as, it would escape the space, or the `)` written after it. Its
    // line break is the white space after it: at the sheet's end, no space is added
    // before the brackets the end left open, in a value that reads `var()` and in a
    // sheet's own custom property that larger values read.
    let inABlock = ["var(--tint) a\\\nb", "var(--tint) a\\\n"].map {
      (":root { --tint: red; }\n@layer a { Label { color: var(--tint, \($0)); } }", "a\\\n")
    }
    let atTheEnd = [
      (":root { --tint: red; }\nLabel { color: var(--tint, var(--tint) a\\\n", "a\\\n)"),
      (
        "Label { padding: var(--y, var(--x) 2px); }\n:root { --y: 3px; --x: (4px \\\n",
        "--x: (4px \\\n);"
      ),
    ]
    for (text, kept) in inABlock + atTheEnd {
      let printed = StyleVocabulary.standard.sheet(text).cssText
      #expect(printed.contains(kept), "\(printed)")
      let reloaded = StyleVocabulary.standard.sheet(printed)
      #expect(reloaded.diagnostics.isEmpty, "\(reloaded.formattedDiagnostics)")
      #expect(reloaded.cssText == printed)
    }
  }

  @Test func whatTheSheetsEndCutsInAKeptValueIsFinishedAsCSSReadsIt() {
    // A `\` that ends the input is U+FFFD in a name or an address, and an address the end
    // leaves open is closed: kept as written, each read the `)` printed after it as its own.
    let cases = [
      "a\\": "a\u{FFFD})", "1px\\": "1px\u{FFFD})", "#a\\": "#a\u{FFFD})",
      "@a\\": "@a\u{FFFD})", "\\": "\u{FFFD})", "url(a\\": "url(a\u{FFFD}))",
      "url(a": "url(a))", "url(a\\)": "url(a\\)))", "a\\\\": "a\\\\)",
    ]
    for (end, printedEnd) in cases {
      let text = ":root { --tint: red; }\nLabel { color: var(--tint, var(--tint) \(end)"
      let printed = StyleVocabulary.standard.sheet(text).cssText
      #expect(printed.contains("var(--tint) " + printedEnd + ";"), "\(printed)")
      let reloaded = StyleVocabulary.standard.sheet(printed)
      #expect(reloaded.diagnostics.isEmpty, "\(reloaded.formattedDiagnostics)")
      #expect(reloaded.cssText == printed)
    }
  }

  @Test func aNameWithABackslashPrintsEscapedWhereverItIsWritten() {
    // `--a\\b` is the name `a\b`: written as it is, it read back as `ab`.
    let text =
      ":root { --a\\\\b: red; }\nLabel { color: var(--a\\\\b, blue); }\n"
      + "Label.x { color: var(--a\\\\b, var(--a\\\\b) blue); }"
    let sheet = StyleVocabulary.standard.sheet(text)
    #expect(sheet.diagnostics.isEmpty, "\(sheet.formattedDiagnostics)")
    let printed = sheet.cssText
    #expect(printed.contains("--a\\\\b: #ff3b30"), "\(printed)")
    #expect(printed.contains("var(--a\\\\b, #007aff)"), "\(printed)")
    #expect(printed.contains("var(--a\\\\b, var(--a\\\\b) blue)"), "\(printed)")
    #expect(StyleVocabulary.standard.sheet(printed).cssText == printed)
  }

  @Test func aPropertyMayBeDeclaredAfterTheRulesThatReadIt() throws {
    let result = try styled("Box { width: var(--gap); }\n:root { --gap: 12px; }")
    #expect(result.codes.isEmpty)
    #expect(result.width == 12)
  }

  @Test func eachPropertyTakesTheTypeOfItsFirstUse() throws {
    let text = """
      :root { --gap: 3; --lift: floating; }
      Box { width: var(--gap); elevation: var(--lift); }
      """
    let result = try styled(text)
    #expect(result.codes.isEmpty)
    #expect(result.width == 3)
    #expect(result.elevation == .floating)
  }

  @Test func aUseOfAnotherTypeIsAnErrorAtThatUse() {
    let text = """
      :root { --gap: 3; }
      Box { width: var(--gap); }
      Box.a { elevation: var(--gap); }
      """
    let sheet = vocabulary.sheet(text)
    let codes: [TextDiagnostic.Code] = sheet.codes
    let declarations: [Int] = sheet.rules.map(\.declarations.count)
    #expect(codes == [.tokenTypeMismatch])
    expect(
      sheet.diagnostics.first, at: (3, 24),
      message: "custom property `--gap` is Double, but `elevation` takes Elevation",
      notes: ["`--gap` took its type, Double, from its first use, at 2:18"])
    // The first use loads; the second is left out.
    #expect(declarations == [1, 0])
  }

  /// Checks a diagnostic's line and column, message and notes.
  private func expect(
    _ diagnostic: TextDiagnostic?, at position: (line: Int, column: Int), message: String,
    notes: [String]
  ) {
    let start = diagnostic?.range.start
    #expect(start?.line == position.line)
    #expect(start?.column == position.column)
    #expect(diagnostic?.message == message)
    #expect(diagnostic?.notes == notes)
  }

  @Test func aValueThatIsNotOfThePropertysTypeIsAnErrorAtTheValue() {
    let sheet = vocabulary.sheet(":root { --gap: floating; }\nBox { width: var(--gap); }")
    let codes: [TextDiagnostic.Code] = sheet.codes
    let line: Int? = sheet.diagnostics.first?.range.start.line
    let namesTheProperty: Bool = sheet.diagnostics.first?.message.contains("`--gap`") ?? false
    // With no value left, the use reads nothing: it is left out too.
    #expect(codes == [.invalidValue, .unknownToken])
    #expect(line == 1)
    #expect(namesTheProperty)
  }

  @Test func anUnusedPropertyIsAWarningAndLeftOut() {
    let sheet = vocabulary.sheet(":root { --gap: 3; --gap: 4; }\nBox { width: 1; }")
    #expect(sheet.codes == [.unusedCustomProperty])
    #expect(sheet.diagnostics.first?.severity == .warning)
    #expect(sheet.tokenDeclarations.isEmpty)
    #expect(!sheet.hasErrors)
  }

  @Test func valuesFollowThemesAndConditions() throws {
    let text = """
      :root { --gap: 1; }
      @media (quiet) { :root { --gap: 2; } }
      @theme dark { :root { --gap: 3; } }
      Box { width: var(--gap); }
      """
    #expect(try styled(text).width == 1)
    #expect(try styled(text, in: .with(quiet: true)).width == 2)
    #expect(try styled(text, in: .with(theme: Theme(name: "Dark"))).width == 3)
  }

  @Test func aliasesReachPropertiesAndTokens() throws {
    let text = """
      :root { --wide: var(--gap); --gap: var(--gutter); }
      Box { width: var(--wide); }
      """
    let result = try styled(text)
    #expect(result.codes.isEmpty)
    // `--gutter` is a registered token: its default, 4.
    #expect(result.width == 4)
    let roomy = Theme(name: "Roomy") { $0[.gutter] = 10 }
    #expect(try styled(text, in: .with(theme: roomy)).width == 10)
  }

  @Test func aRegisteredTokenMayAliasASheetsProperty() throws {
    let text = ":root { --gap: 6; --gutter: var(--gap); }\nBox { width: var(--gutter); }"
    let result = try styled(text)
    #expect(result.codes.isEmpty)
    #expect(result.width == 6)
  }

  @Test func anAliasBetweenTwoTypesIsAnError() {
    let text = """
      :root { --lift: var(--gap); --gap: 2; }
      Box { elevation: var(--lift); width: var(--gap); }
      """
    let sheet = vocabulary.sheet(text)
    // `--lift` has no value left, so its use is left out too.
    #expect(sheet.codes == [.tokenTypeMismatch, .unknownToken])
    #expect(sheet.diagnostics.first?.range.start.column == 21)
  }

  @Test func aRegisteredTokensAliasOfAnotherTypeIsLeftOut() throws {
    let sheet: CSSStylesheet = registeredTokensMismatchedAlias()
    let values: [String] = sheet.tokenDeclarations.map(\.value.description)
    #expect(values == ["7", "raised"])
  }

  @Test func aRegisteredTokensAliasOfAnotherTypeIsAnErrorAtTheAlias() throws {
    let sheet: CSSStylesheet = registeredTokensMismatchedAlias()
    let codes: [TextDiagnostic.Code] = sheet.codes
    let column: Int? = sheet.diagnostics.first?.range.start.column
    #expect(codes == [.tokenTypeMismatch])
    #expect(column == 36)
  }

  @Test func aRegisteredTokensAliasOfAnotherTypeLeavesItsEarlierValue() throws {
    let box = Box()
    try registeredTokensMismatchedAlias().stylesheet.apply(to: box, in: .with())
    #expect(box.width == 7)
    #expect(box.elevation == Elevation.raised)
  }

  /// A sheet that gives the registered `--gutter` a number, then an alias of a keyword.
  private func registeredTokensMismatchedAlias() -> CSSStylesheet {
    let text = """
      :root { --gutter: 7; --gutter: var(--lift); --lift: raised; }
      Box { elevation: var(--lift); width: var(--gutter); }
      """
    return vocabulary.sheet(text)
  }

  @Test func atPropertyIsNotReadAndSaysWhatIs() {
    let text = """
      @property --gap { syntax: "<length>"; inherits: false; initial-value: 12px; }
      """
    let sheet = vocabulary.sheet(text)
    // Its block is read as rules, whose problems are reported too.
    #expect(sheet.codes.first == .unsupportedAtRule)
    #expect(sheet.diagnostics.first?.notes.first?.contains("first use") == true)
  }

  @Test func aPropertyWhoseValuesAllFailedReportsItsValueAndEachUse() {
    let sheet: CSSStylesheet = allFailedSheet()
    let severities: [TextDiagnostic.Severity] = sheet.diagnostics.map(\.severity)
    // The value, then the alias and the use without a fallback, then the one with.
    #expect(sheet.codes == [.invalidValue, .unknownToken, .unknownToken, .unknownToken])
    #expect(severities == [.error, .error, .error, .warning])
  }

  @Test func aPropertyWhoseValuesAllFailedLeavesOutItsUses() {
    let sheet: CSSStylesheet = allFailedSheet()
    let counts: [Int] = sheet.rules.map(\.declarations.count)
    #expect(counts == [0, 1])
    #expect(sheet.tokenDeclarations.isEmpty)
  }

  @Test func aSheetWhosePropertysValuesAllFailedReadsBackTheSame() {
    let sheet: CSSStylesheet = allFailedSheet()
    // Printed, it reads back the same: nothing declares either property.
    let reread: CSSStylesheet = vocabulary.sheet(sheet.cssText)
    #expect(!reread.hasErrors)
    #expect(reread == sheet)
  }

  /// A sheet whose one property has no valid value, used by an alias and two rules.
  private func allFailedSheet() -> CSSStylesheet {
    let text = """
      :root { --gap: ; --lift: var(--gap); }
      Box { width: var(--gap); }
      Box.a { width: var(--lift, 2); }
      """
    return vocabulary.sheet(text)
  }

  @Test func aliasCyclesAreReportedAsForTokens() {
    let text = ":root { --a: var(--b); --b: var(--a); }\nBox { width: var(--a, 1); }"
    let sheet = vocabulary.sheet(text)
    // The use keeps its fallback, with a warning: neither property has a value left.
    #expect(sheet.codes == [.aliasCycle, .aliasCycle, .unknownToken])
    #expect(sheet.diagnostics.last?.severity == .warning)
  }

  @Test func aPropertyWithNoValueInTheContextUsesTheFallbackElseIsMissing() throws {
    let text = "@media (quiet) { :root { --gap: 2; } }\nBox { width: var(--gap, 9); }"
    #expect(try styled(text).width == 9)
    #expect(try styled(text, in: .with(quiet: true)).width == 2)
    let bare = vocabulary.sheet(
      "@media (quiet) { :root { --gap: 2; } }\nBox { width: var(--gap); }")
    let error = #expect(throws: StylesheetError.self) {
      try bare.stylesheet.apply(to: Box(), in: .with())
    }
    #expect(error?.missingTokens.map(\.name) == ["--gap"])
  }

  @Test func registeredTokensKeepTheirTypes() {
    // `--gutter` is a registered Double: a sheet cannot make it an elevation.
    let sheet = vocabulary.sheet(":root { --gutter: floating; }")
    #expect(sheet.codes == [.invalidValue])
  }

  @Test func unknownNamesAreSuggestedFromTheSheetsProperties() {
    let sheet = vocabulary.sheet(":root { --spacing: 2; }\nBox { width: var(--spacng); }")
    let unknown = sheet.diagnostics.first { $0.code == .unknownToken }
    #expect(unknown?.suggestion == "--spacing")
  }

  @Test func thePrintedSheetReadsBackEqual() {
    let text = """
      Box { width: var(--gap, 2); }
      @media (quiet) { :root { --gap: 5; } }
      :root { --wide: var(--gap); --unused: 1; }
      Caption { lines: 2; width: var(--wide); }
      """
    let sheet = vocabulary.sheet(text)
    #expect(sheet.codes == [.unusedCustomProperty])
    let reread = vocabulary.sheet(sheet.cssText)
    #expect(reread.codes.isEmpty)
    #expect(reread == sheet)
    #expect(reread.cssText == sheet.cssText)
  }
}
