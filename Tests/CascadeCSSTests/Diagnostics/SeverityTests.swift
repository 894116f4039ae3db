import Cascade
import CascadeCSS
import Testing

/// Each diagnostic's severity, as a compiler's: an error leaves out what it is about, a
/// warning does not, unless warnings count as errors.
@Suite struct SeverityTests {
  private let vocabulary = StyleVocabulary.boxes

  @Test func everyProblemThatLeavesSomethingOutIsAnError() {
    let sheet = vocabulary.sheet("Box { widht: 1; width: var(--guter); }\nBax { }\n@import x;")
    #expect(sheet.codes == [.unknownProperty, .unknownToken, .unknownType, .unsupportedAtRule])
    #expect(sheet.diagnostics.allSatisfy { $0.severity == .error })
    #expect(sheet.hasErrors)
  }

  @Test func importantIsAWarningAndItsDeclarationLoads() throws {
    let sheet = vocabulary.sheet("Box { width: 3 !important; }")
    let diagnostic = try #require(sheet.diagnostics.first)
    #expect(diagnostic.severity == .warning)
    #expect(!sheet.hasErrors)
    #expect(diagnostic.description.hasPrefix("test.css:1:16: warning: `!important`"))
    #expect(sheet.rules.first?.declarations.map(\.property) == ["width"])
  }

  @Test func warningsAsErrorsReportsAWarningAsAnError() throws {
    let sheet: CSSStylesheet = strictlyLoadedImportant()
    #expect(sheet.codes == [.unsupportedImportant])
    #expect(sheet.diagnostics.first?.severity == .error)
    #expect(sheet.hasErrors)
  }

  @Test func warningsAsErrorsLeavesTheWarnedDeclarationOut() throws {
    let sheet: CSSStylesheet = strictlyLoadedImportant()
    let kept: [String]? = sheet.rules.first?.declarations.map(\.property)
    #expect(kept == ["hidden"])
    let box = Box()
    try sheet.stylesheet.apply(to: box)
    #expect(box.width == 0 && box.hidden)
  }

  /// A sheet with a warning on its first declaration, loaded with warnings as errors.
  private func strictlyLoadedImportant() -> CSSStylesheet {
    let text = "Box { width: 3 !important; hidden: true; }"
    return vocabulary.load(text, named: "test.css", warningsAsErrors: true)
  }

  @Test func warningsAsErrorsLeavesErrorsAndCleanSheetsAsTheyAre() {
    let text = "Box { widht: 1; width: 2; }"
    let strict = vocabulary.load(text, named: "test.css", warningsAsErrors: true)
    #expect(strict.diagnostics == vocabulary.sheet(text).diagnostics)
    #expect(strict == vocabulary.sheet(text))
  }

  @Test func strictLoadThrowsWarningsAsErrors() {
    let error = #expect(throws: TextLoadingError.self) {
      try vocabulary.strictSheet("Box { width: 3 !important; }", named: "strict.css")
    }
    #expect(error?.diagnostics.map(\.severity) == [.error])
    #expect(error?.description.hasPrefix("strict.css:1:16: error: `!important`") == true)
  }

  @Test func formatterShowsEachSeverity() {
    let text = "Box {\n  width: 3 !important;\n  widht: 1;\n}\n"
    let sheet = vocabulary.sheet(text)
    #expect(
      sheet.formattedDiagnostics == """
        test.css:2:12: warning: `!important` is not supported: order and specificity decide
          2 |   width: 3 !important;
            |            ^~~~~~~~~~
        test.css:3:3: error: unknown property `widht`; did you mean `width`?
          3 |   widht: 1;
            |   ^~~~~

        """)
  }

  /// Limits that keep one diagnostic and say that the rest were left out.
  private static var oneDiagnostic: TextLimits {
    var limits = TextLimits.standard
    limits.maximumDiagnostics = 1
    return limits
  }

  @Test func leftOutWarningsAreWarnings() {
    let warnings = vocabulary.load(
      "Box { width: 1 !important; width: 2 !important; }", named: "a.css",
      limits: Self.oneDiagnostic)
    let codes: [TextDiagnostic.Code] = warnings.codes
    #expect(codes == [.unsupportedImportant, .tooManyDiagnostics])
    #expect(!warnings.hasErrors)
  }

  @Test func leftOutProblemsAreAsSeriousAsTheWorstOfThem() {
    let mixed = vocabulary.load(
      "Box { width: 1 !important; width: 2 !important; widht: 3; }", named: "a.css",
      limits: Self.oneDiagnostic)
    let codes: [TextDiagnostic.Code] = mixed.codes
    let severities: [TextDiagnostic.Severity] = mixed.diagnostics.map(\.severity)
    #expect(codes == [.unsupportedImportant, .tooManyDiagnostics])
    #expect(severities == [.warning, .error])
  }

  @Test func diagnosticsMadeInCodeAreErrorsByDefault() {
    let start = TextPosition(line: 1, column: 1, offset: 0)
    let diagnostic = TextDiagnostic(
      code: .syntax, message: "expected a rule", file: "a.css",
      range: TextRange(start: start, end: start))
    #expect(diagnostic.severity == .error)
    #expect(TextDiagnostic.Severity.allCases.map(\.description) == ["error", "warning", "note"])
  }
}
