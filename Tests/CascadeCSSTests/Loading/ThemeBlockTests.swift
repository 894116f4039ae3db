import Cascade
import CascadeCSS
import CascadeViews
import Testing

/// `@theme` names a theme the vocabulary knows, in any case, and a name it does not know
/// is an error with the nearest known name.
@Suite struct ThemeBlockTests {
  private let text = """
    :root { --accent: red; }
    @theme dark { :root { --accent: green; } }
    Label { color: var(--accent); }
    """

  private func color(in context: StyleContext) throws -> Color? {
    let sheet = StyleVocabulary.standard.load(text, named: "theme.css")
    #expect(sheet.diagnostics.isEmpty, "\(sheet.formattedDiagnostics)")
    let label = Label()
    try sheet.stylesheet.apply(to: label, in: context)
    return label.textColor
  }

  @Test func lowercaseNameIsTheStandardDarkTheme() throws {
    #expect(try color(in: StyleContext(theme: .dark)) == .green)
    #expect(try color(in: StyleContext(theme: .light)) == .red)
  }

  @Test func nameLoadsAsTheRegisteredSpelling() {
    let sheet = StyleVocabulary.standard.load(text, named: "theme.css")
    #expect(sheet.tokenDeclarations.map(\.theme) == [nil, "Dark"])
  }

  @Test func standardVocabularyKnowsTheStandardThemes() {
    #expect(StyleVocabulary.standard.registeredThemes == ["Dark", "Light"])
  }

  /// A sheet with a block for the theme `drak`, which no one registered.
  private static func sheetOfAnUnknownTheme() -> CSSStylesheet {
    StyleVocabulary.standard.load("@theme drak { :root { --accent: green; } }", named: "theme.css")
  }

  @Test func unknownThemeIsAnErrorWithASuggestion() throws {
    let sheet: CSSStylesheet = Self.sheetOfAnUnknownTheme()
    let diagnostic = try #require(sheet.diagnostics.first)
    #expect(sheet.diagnostics.count == 1)
    #expect(diagnostic.code == .unknownTheme)
    #expect(diagnostic.suggestion == "Dark")
  }

  @Test func unknownThemeIsReportedAtItsNameAndItsValuesLeftOut() throws {
    let sheet: CSSStylesheet = Self.sheetOfAnUnknownTheme()
    let diagnostic = try #require(sheet.diagnostics.first)
    let columns: [Int] = [diagnostic.range.start.column, diagnostic.range.end.column]
    #expect(columns == [8, 12])
    #expect(sheet.tokenDeclarations.isEmpty)
  }

  @Test func registeredThemeMatchesInAnyCase() throws {
    var vocabulary = StyleVocabulary.standard
    vocabulary.register(themeNamed: "HighContrast")
    let sheet = vocabulary.load(
      "@theme highcontrast { :root { --accent: black; } }", named: "theme.css")
    #expect(sheet.diagnostics.isEmpty, "\(sheet.formattedDiagnostics)")
    #expect(sheet.tokenDeclarations.map(\.theme) == ["HighContrast"])
  }
}
