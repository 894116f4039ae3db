import Cascade
import CascadeCSS
import Testing

@Suite struct MediaTests {
  private let vocabulary = StyleVocabulary.boxes

  /// Whether a rule under `query` applies to a box with the given traits.
  private func applies(_ query: String, mood: Mood, quiet: Bool) throws -> Bool {
    let sheet = vocabulary.sheet("@media \(query) { Box { width: 1; } }")
    #expect(sheet.diagnostics.isEmpty, "\(sheet.formattedDiagnostics)")
    let box = Box()
    try sheet.stylesheet.apply(to: box, in: .with(mood: mood, quiet: quiet))
    return box.width == 1
  }

  @Test(arguments: [
    ("(mood: busy)", Mood.busy, false, true),
    ("(mood: busy)", .calm, false, false),
    ("(mood: busy)", .frantic, false, false),
    ("(busyness: busy)", .busy, false, true),
    ("(busyness: busy)", .frantic, false, false),
    ("(min-busyness: busy)", .calm, false, false),
    ("(min-busyness: busy)", .busy, false, true),
    ("(min-busyness: busy)", .frantic, false, true),
    ("(max-busyness: busy)", .calm, false, true),
    ("(max-busyness: busy)", .busy, false, true),
    ("(max-busyness: busy)", .frantic, false, false),
    ("(quiet)", .calm, true, true),
    ("(quiet)", .calm, false, false),
    ("(quiet: false)", .calm, false, true),
    ("not (quiet)", .calm, false, true),
    ("not (quiet)", .calm, true, false),
    ("(mood: busy) and (quiet)", .busy, true, true),
    ("(mood: busy) and (quiet)", .busy, false, false),
    ("(mood: busy) and (quiet)", .calm, true, false),
    ("not (mood: busy) and (quiet)", .busy, true, false),
    ("not (mood: busy) and (quiet)", .busy, false, true),
    ("(mood: calm), (quiet)", .calm, false, true),
    ("(mood: calm), (quiet)", .busy, true, true),
    ("(mood: calm), (quiet)", .busy, false, false),
    ("(MOOD: Busy)", .busy, false, true),
  ])
  func conditionHoldsForTraits(query: String, mood: Mood, quiet: Bool, holds: Bool) throws {
    #expect(try applies(query, mood: mood, quiet: quiet) == holds)
  }

  @Test(arguments: [
    (Mood.busy, true, true), (.busy, false, false), (.calm, true, false), (.calm, false, false),
  ])
  func nestedMediaRequiresBothConditions(mood: Mood, quiet: Bool, holds: Bool) throws {
    let sheet = vocabulary.sheet("@media (mood: busy) { @media (quiet) { Box { width: 1; } } }")
    #expect(sheet.diagnostics.isEmpty)
    #expect(sheet.rules.first?.condition?.description == "(mood: busy) and (quiet)")
    let box = Box()
    try sheet.stylesheet.apply(to: box, in: .with(mood: mood, quiet: quiet))
    #expect((box.width == 1) == holds)
  }

  @Test(arguments: [
    "@media not (quiet) { @media (mood: busy) { Box { width: 1; } } }",
    "@media (mood: busy) { @media not (quiet) { Box { width: 1; } } }",
  ])
  func nestedMediaWithNotKeepsBothConditions(text: String) throws {
    // A `not` negates its whole query, so the two levels stay apart: busy, and not quiet.
    let sheet = vocabulary.sheet(text)
    #expect(sheet.diagnostics.isEmpty)
    for (mood, quiet, holds) in [
      (Mood.busy, false, true), (.busy, true, false), (.calm, false, false), (.calm, true, false),
    ] {
      let box = Box()
      try sheet.stylesheet.apply(to: box, in: .with(mood: mood, quiet: quiet))
      #expect((box.width == 1) == holds, "\(mood), quiet: \(quiet)")
    }
    let reloaded = vocabulary.sheet(sheet.cssText)
    #expect(reloaded.diagnostics.isEmpty)
    #expect(reloaded == sheet)
  }

  @Test func conditionIsPrintedCanonically() {
    let loaded = vocabulary.sheet(
      "@media not (MOOD:busy) and (quiet) , (min-busyness:frantic) { Box { width: 1; } }")
    #expect(loaded.diagnostics.isEmpty)
    #expect(
      loaded.rules.first?.condition?.description
        == "not (mood: busy) and (quiet), (min-busyness: frantic)")
  }

  @Test func restylingAfterATraitChangeAppliesAndRestores() throws {
    let sheet = vocabulary.sheet(
      """
      Box { width: 2; }
      @media (min-busyness: busy) { Box { width: 5; hidden: true; } }
      """)
    let box = Box()
    try sheet.stylesheet.apply(to: box, in: .with(mood: .calm))
    Self.expect(box, width: 2, hidden: false)
    try sheet.stylesheet.apply(to: box, in: .with(mood: .frantic))
    Self.expect(box, width: 5, hidden: true)
    try sheet.stylesheet.apply(to: box, in: .with(mood: .calm))
    Self.expect(box, width: 2, hidden: false)
  }

  /// Expects `box` to have `width` and to be hidden or not.
  private static func expect(_ box: Box, width: Double, hidden: Bool) {
    #expect(box.width == width)
    #expect(box.hidden == hidden)
  }

  @Test func objectsOwnTraitsDecide() throws {
    let sheet = vocabulary.sheet("@media (quiet) { Box { width: 1; } }")
    let root = Box()
    let quiet = root.add(Box())
    quiet.styleTraits = Traits().setting(QuietKey.self, to: true)
    let loud = root.add(Box())
    try sheet.stylesheet.apply(to: root)
    #expect(quiet.width == 1)
    #expect(loud.width == 0)
  }

  @Test(arguments: [
    ("@media (mod: busy) { }", CSSDiagnostic.Code.unknownMediaFeature),
    ("@media (mood: bussy) { }", .invalidValue),
    ("@media (mood) { }", .invalidMediaQuery),
    ("@media (min-mood: busy) { }", .unknownMediaFeature),
    ("@media (mood: busy) or (quiet) { }", .invalidMediaQuery),
    ("@media { }", .invalidMediaQuery),
    ("@media (quiet);", .syntax),
  ])
  func badQueryIsReported(text: String, code: CSSDiagnostic.Code) {
    #expect(vocabulary.sheet(text).codes == [code])
  }
}
