import Cascade
import CascadeCSS
import Testing

/// `var(--name, fallback)` with a name the vocabulary does not have: the fallback, as in
/// CSS, with a warning that suggests the name likely meant.
@Suite struct TokenFallbackTests {
  private let vocabulary = StyleVocabulary.boxes

  @Test func unknownTokenWithAFallbackAppliesTheFallback() throws {
    let sheet = vocabulary.sheet("Box { width: var(--guter, 7); hidden: true; }")
    #expect(!sheet.hasErrors, "\(sheet.formattedDiagnostics)")
    let box = Box()
    try sheet.stylesheet.apply(to: box)
    #expect(box.width == 7)
    #expect(box.hidden)
  }

  @Test func unknownTokenWithAFallbackIsAWarningWithItsRangeAndSuggestion() throws {
    let (sheet, diagnostic) = try fallbackWarning()
    #expect(sheet.codes == [.unknownToken])
    #expect(diagnostic.severity == .warning)
    #expect(diagnostic.range.description == "2:14-2:21")
  }

  @Test func unknownTokenWithAFallbackSaysWhatItUsesAndSuggestsTheNearestName() throws {
    let (_, diagnostic) = try fallbackWarning()
    #expect(diagnostic.suggestion == "--gutter")
    #expect(diagnostic.notes.first == "`var()` uses its fallback in the token's place")
    #expect(
      diagnostic.description
        == "test.css:2:14: warning: unknown token `--guter`; did you mean `--gutter`?")
  }

  /// A sheet whose one declaration uses a misspelt token with a fallback, on line 2, and its
  /// first diagnostic.
  private func fallbackWarning() throws -> (sheet: CSSStylesheet, diagnostic: TextDiagnostic) {
    let sheet = vocabulary.sheet("Box {\n  width: var(--guter, 7);\n}")
    return (sheet, try #require(sheet.diagnostics.first))
  }

  @Test func unknownTokenWithoutAFallbackIsStillAnError() throws {
    let sheet = vocabulary.sheet("Box { width: var(--guter); }")
    #expect(sheet.codes == [.unknownToken])
    #expect(sheet.diagnostics.first?.severity == .error)
    #expect(sheet.rules.first?.declarations.isEmpty == true)
  }

  @Test func warningsAsErrorsMakesItAnErrorAndDropsTheDeclaration() throws {
    let sheet: CSSStylesheet = strictlyLoadedFallback()
    let kept: [String]? = sheet.rules.first?.declarations.map(\.property)
    #expect(sheet.codes == [.unknownToken])
    #expect(sheet.diagnostics.first?.severity == .error)
    #expect(kept == ["hidden"])
  }

  @Test func warningsAsErrorsStillSuggestsAndLeavesThePropertyAsItWas() throws {
    let sheet: CSSStylesheet = strictlyLoadedFallback()
    #expect(sheet.diagnostics.first?.suggestion == "--gutter")
    let box = Box()
    try sheet.stylesheet.apply(to: box)
    #expect(box.width == 0, "left as it was")
  }

  /// A sheet that uses a misspelt token with a fallback, loaded with warnings as errors.
  private func strictlyLoadedFallback() -> CSSStylesheet {
    let text = "Box { width: var(--guter, 7); hidden: true; }"
    return vocabulary.load(text, named: "test.css", warningsAsErrors: true)
  }

  @Test func invalidFallbackOfAnUnknownTokenIsReportedToo() {
    let sheet = vocabulary.sheet("Box { width: var(--guter, wide); }")
    #expect(sheet.codes == [.unknownToken, .invalidValue])
    #expect(sheet.diagnostics.map(\.severity) == [.warning, .error])
    #expect(sheet.rules.first?.declarations.isEmpty == true)
  }

  @Test func selectorsOfSeveralValueTypesWarnOnce() throws {
    // `size` is a `Double` on a box and an `Int` on a caption: the value is read twice.
    var vocabulary = StyleVocabulary.boxes
    vocabulary.register("size", \Box.width)
    vocabulary.register("size", \Caption.lines)
    let sheet = vocabulary.sheet("Box, Caption { size: var(--sise, 2); }")
    #expect(sheet.codes == [.unknownToken])
    let caption = Caption()
    try sheet.stylesheet.apply(to: caption)
    #expect(caption.lines == 2)
  }

  @Test func unknownTokenWithAFallbackPrintsBackAndLoadsEqual() {
    let sheet = vocabulary.sheet("Box { width: var(--guter, 7); }")
    #expect(sheet.cssText.contains("var(--guter, 7)"))
    let reloaded = vocabulary.sheet(sheet.cssText)
    #expect(reloaded == sheet)
    #expect(reloaded.codes == [.unknownToken])
  }
}
