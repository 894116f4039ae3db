import Cascade
import CascadeCSS
import Testing

/// The names CascadeCSS had before 0.2.0 still compile, for one minor version, and mean the
/// types that replaced them. Their deprecation warnings are expected in this file.
@Suite struct DeprecatedNameTests {
  let vocabulary = StyleVocabulary.boxes

  // Three tests of a few names each: one body of thirteen `#expect`s type-checks near the
  // compile-time budget's 200 ms.
  @Test func oldSheetNamesAreTheNewTypes() {
    #expect(TextStylesheet.self == CSSStylesheet.self)
    #expect(TextRule.self == CSSRule.self)
    #expect(TextDeclaration.self == CSSDeclaration.self)
    #expect(TokenValue.self == CSSTokenDeclaration.self)
    #expect(TextValue.self == CSSDeclaredValue.self)
  }

  @Test func oldMediaAndPrintingNamesAreTheNewTypes() {
    #expect(TextPrintingError.self == CSSPrintingError.self)
    #expect(MediaCondition.self == CSSMediaCondition.self)
    #expect(MediaQuery.self == CSSMediaQuery.self)
    #expect(MediaTest.self == CSSMediaTest.self)
  }

  @Test func oldDiagnosticNamesAreTheNewTypes() {
    #expect(CSSDiagnostic.self == TextDiagnostic.self)
    #expect(CSSDiagnosticFormatter.self == TextDiagnosticFormatter.self)
    #expect(SourceRange.self == TextRange.self)
    #expect(TextStylesheetError.self == TextLoadingError.self)
  }

  @Test func oldProtocolNamesStillConstrainGenerics() {
    func cssText<Value: CSSValue>(_ value: Value) -> String { value.cssText }
    func isTokenValue<Value: DesignTokenValue>(_: Value.Type) -> Bool { true }
    #expect(cssText(12.0) == 12.0.cssText)
    #expect(isTokenValue(Double.self))
  }

  @Test func codeWrittenAgainstTheOldNamesStillReadsASheet() {
    let sheet: TextStylesheet = vocabulary.load("Box { widht: 1; }", named: "old.css")
    let problems: [CSSDiagnostic] = sheet.diagnostics
    let code: CSSDiagnostic.Code? = problems.first?.code
    let range: SourceRange? = problems.first?.range
    #expect(code == .unknownProperty)
    #expect(range?.start == TextPosition(line: 1, column: 7, offset: 6))
    #expect(CSSDiagnosticFormatter.format(problems, source: sheet.source).contains("widht"))
  }

  @Test func tokenValuesAreTheTokenDeclarations() {
    let sheet = vocabulary.load(":root { --gutter: 4; }", named: "old.css")
    #expect(sheet.tokenValues == sheet.tokenDeclarations)
    #expect(sheet.tokenValues.count == 1)
  }

  @Test func loadStrictlyThrowsAsLoadWithWarningsAsErrorsReports() throws {
    let text = "Box { width: 3 !important; }"
    let strict = vocabulary.load(text, named: "strict.css", warningsAsErrors: true)
    let error = #expect(throws: TextStylesheetError.self) {
      try vocabulary.loadStrictly(text, named: "strict.css")
    }
    #expect(error?.diagnostics == strict.diagnostics)
    #expect(try vocabulary.loadStrictly("Box { width: 1; }", named: "ok.css").rules.count == 1)
  }
}
