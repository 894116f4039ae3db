import Cascade
import CascadeCSS
import CascadeViews
import Testing

/// `var()` anywhere in a value: the names' values substituted into the text and the result
/// read as the property's type, in each context, as CSS does.
@Suite struct VarInValueTests {
  private let vocabulary = StyleVocabulary.standard

  /// A view styled by `text` in a context, with the sheet's diagnostics.
  private func styled(
    _ text: String, in context: StyleContext = StyleContext(theme: .light)
  ) throws -> (view: View, codes: [TextDiagnostic.Code]) {
    let sheet = vocabulary.sheet(text)
    let view = View()
    try sheet.stylesheet.apply(to: view, in: context)
    return (view, sheet.codes)
  }

  @Test func borderTakesAColorTokenPerTheme() throws {
    let text = "View { border: 1px solid var(--separator); }"
    let light = try styled(text, in: StyleContext(theme: .light))
    let dark = try styled(text, in: StyleContext(theme: .dark))
    #expect(light.codes.isEmpty)
    #expect(light.view.border.width == 1)
    #expect(light.view.border.color == Theme.light[.separator])
    #expect(dark.view.border.color == Theme.dark[.separator])
    #expect(light.view.border.color != dark.view.border.color)
  }

  /// CSS closes what the sheet's end leaves open; the printed value is closed, so that it
  /// reads back as the same value instead of swallowing what the printer writes after it.
  @Test func bracketsTheEndLeavesOpenPrintClosed() throws {
    for (text, value) in [
      ("View { border: 1px solid var(--missing, red", "1px solid var(--missing, red)"),
      (
        "View { padding: var(--missing, 6px) var(--missing, 2px",
        "var(--missing, 6px) var(--missing, 2px)"
      ),
    ] {
      let sheet = vocabulary.load(text, named: "open.css")
      let printed = sheet.cssText
      let reloaded = vocabulary.load(printed, named: "open.css")
      #expect(!reloaded.hasErrors, "\(printed)\n\(reloaded.formattedDiagnostics)")
      #expect(reloaded == sheet, "\(printed)")
      #expect(sheet.rules.first?.declarations.first?.value.description == value, "\(printed)")
    }
  }

  @Test func paddingTakesASheetVariableAndALiteral() throws {
    let result = try styled(":root { --gap: 12px; }\nView { padding: var(--gap) 0; }")
    #expect(result.codes.isEmpty)
    #expect(result.view.layoutMargins == EdgeInsets(top: 12, leading: 0, bottom: 12, trailing: 0))
  }

  @Test func twoVarsInOneValue() throws {
    let text = ":root { --v: 4px; --h: 10px; }\nView { padding: var(--v) var(--h); }"
    let result = try styled(text)
    #expect(result.codes.isEmpty)
    #expect(result.view.layoutMargins == EdgeInsets(top: 4, leading: 10, bottom: 4, trailing: 10))
  }

  @Test func fallbackTakesTheUnknownNamesPlace() throws {
    let result = try styled("View { padding: var(--missing, 6px) 2px; }")
    #expect(result.codes == [.unknownToken])
    #expect(result.view.layoutMargins == EdgeInsets(top: 6, leading: 2, bottom: 6, trailing: 2))
  }

  @Test func fallbackWithANestedVar() throws {
    let text = ":root { --small: 3px; }\nView { padding: var(--missing, var(--small)) 1px; }"
    let result = try styled(text)
    #expect(result.codes == [.unknownToken])
    #expect(result.view.layoutMargins == EdgeInsets(top: 3, leading: 1, bottom: 3, trailing: 1))
  }

  @Test func wholeValueWithANestedVarInItsFallback() throws {
    let text = ":root { --small: 3px; }\nView { padding: var(--missing, var(--small)); }"
    let result = try styled(text)
    #expect(result.codes == [.unknownToken])
    #expect(result.view.layoutMargins == EdgeInsets(all: 3))
  }

  @Test func sheetVariableUnderAColorSchemeQuery() throws {
    let text = """
      :root { --edge: red; }
      @media (prefers-color-scheme: dark) { :root { --edge: blue; } }
      View { border: 2px solid var(--edge); }
      """
    var traits = Traits()
    traits.colorScheme = .dark
    let dark = StyleContext(theme: .dark, traits: traits)
    let light = try styled(text)
    let night = try styled(text, in: dark)
    #expect(light.codes.isEmpty)
    #expect(light.view.border == Border(width: 2, color: .red))
    #expect(night.view.border == Border(width: 2, color: .blue))
  }

  @Test func valueThatDoesNotReadIsReportedAtTheVarNamingTheTheme() throws {
    let text = "@theme dark { :root { --separator: red; } }\nView { padding: var(--separator) 0; }"
    let sheet = vocabulary.sheet(text)
    let diagnostic = try #require(sheet.diagnostics.first)
    #expect(sheet.codes == [.invalidValue])
    #expect(diagnostic.range.start.line == 2)
    #expect(diagnostic.range.start.column == 17)
    #expect(diagnostic.message.contains("in the default theme"))
    #expect(sheet.rules.first?.declarations.isEmpty == true)
  }

  @Test func valueThatDoesNotReadInOneThemeNamesIt() throws {
    let text = """
      :root { --w: 1px; }
      @theme dark { :root { --w: red; } }
      View { border: var(--w) solid blue; }
      """
    let sheet = vocabulary.sheet(text)
    // Left out, the declaration no longer reads `--w`, which is then unused, as it is in
    // the printed sheet.
    #expect(sheet.codes == [.unusedCustomProperty, .invalidValue])
    #expect(sheet.diagnostics.last?.message.contains("in theme `Dark`") == true)
  }

  @Test func unknownNameWithoutFallbackIsAnErrorWithASuggestion() throws {
    let sheet = vocabulary.sheet("View { border: 1px solid var(--seperator); }")
    let diagnostic = try #require(sheet.diagnostics.first)
    #expect(sheet.codes == [.unknownToken])
    #expect(diagnostic.suggestion == "--separator")
    #expect(diagnostic.range.start.column == 30)
    #expect(sheet.rules.first?.declarations.isEmpty == true)
  }

  @Test func customSetterPropertyStillTakesNoVar() {
    let sheet = StyleVocabulary.boxes.sheet("Box { tag-upper: a var(--gutter); }")
    #expect(sheet.codes == [.tokenNotAllowed])
  }

  @Test func substitutionLongerThanTheSheetIsCapped() throws {
    // Each `var()` doubles nothing by itself, but a value that reads a long property a
    // thousand times would be a thousand times the sheet: it stops at the sheet's size.
    let long = String(repeating: "a ", count: 2_000)
    let uses = Array(repeating: "var(--long)", count: 1_000).joined(separator: " ")
    let sheet = vocabulary.sheet(":root { --long: \(long); }\nView { border: \(uses); }")
    #expect(sheet.codes == [.unusedCustomProperty, .substitutionTooLong])
  }

  @Test func sheetPrintsAsWrittenAndReloadsEqual() throws {
    let text = """
      :root { --gap: 12px; }
      View { padding: var(--gap)   0; border: 1px solid var(--missing, var(--separator)); }
      """
    let sheet = vocabulary.sheet(text)
    let printed = sheet.cssText
    #expect(printed.contains("padding: var(--gap) 0;"))
    #expect(printed.contains("border: 1px solid var(--missing, var(--separator));"))
    let reloaded = vocabulary.sheet(printed)
    #expect(reloaded.rules == sheet.rules)
    #expect(reloaded.tokenDeclarations == sheet.tokenDeclarations)
    #expect(reloaded.cssText == printed)
  }

  @Test func reapplyingDoesNotChangeTheValue() throws {
    let sheet = vocabulary.sheet("View { border: 1px solid var(--separator); }")
    let view = View()
    for _ in 0..<3 { try sheet.stylesheet.apply(to: view, in: StyleContext(theme: .dark)) }
    #expect(view.border.color == Theme.dark[.separator])
  }
}
