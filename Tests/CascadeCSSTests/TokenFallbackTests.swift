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
    let sheet = vocabulary.sheet("Box {\n  width: var(--guter, 7);\n}")
    let diagnostic = try #require(sheet.diagnostics.first)
    #expect(sheet.codes == [.unknownToken])
    #expect(diagnostic.severity == .warning)
    #expect(diagnostic.range.description == "2:14-2:21")
    #expect(diagnostic.suggestion == "--gutter")
    #expect(diagnostic.notes.first == "`var()` uses its fallback in the token's place")
    #expect(
      diagnostic.description
        == "test.css:2:14: warning: unknown token `--guter`; did you mean `--gutter`?")
  }

  @Test func unknownTokenWithoutAFallbackIsStillAnError() throws {
    let sheet = vocabulary.sheet("Box { width: var(--guter); }")
    #expect(sheet.codes == [.unknownToken])
    #expect(sheet.diagnostics.first?.severity == .error)
    #expect(sheet.rules.first?.declarations.isEmpty == true)
  }

  @Test func warningsAsErrorsMakesItAnErrorAndDropsTheDeclaration() throws {
    let text = "Box { width: var(--guter, 7); hidden: true; }"
    let sheet = vocabulary.load(text, named: "test.css", warningsAsErrors: true)
    #expect(sheet.codes == [.unknownToken])
    #expect(sheet.diagnostics.first?.severity == .error)
    #expect(sheet.diagnostics.first?.suggestion == "--gutter")
    #expect(sheet.rules.first?.declarations.map(\.property) == ["hidden"])
    let box = Box()
    try sheet.stylesheet.apply(to: box)
    #expect(box.width == 0, "left as it was")
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
