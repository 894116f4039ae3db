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

  /// A view is shown on a screen: `all` and `screen` hold, `print` and every other type
  /// never does, with `only` and `not` as in CSS.
  @Test(arguments: [
    ("all", 1.0), ("screen", 1), ("only screen", 1), ("print", 0), ("not print", 1),
    ("not screen", 0), ("speech", 0), ("screen and (quiet)", 1), ("print and (quiet)", 0),
    ("not screen and (quiet)", 0), ("not print and (quiet)", 1), ("print, (quiet)", 1),
    ("SCREEN", 1), ("(mood)", 1), ("not (mood)", 0),
  ])
  func mediaTypesHoldAsOnAScreen(query: String, width: Double) throws {
    let sheet = vocabulary.sheet("@media \(query) { Box { width: 1; } }")
    #expect(sheet.diagnostics.isEmpty, "\(sheet.diagnostics)")
    let box = Box()
    box.styleTraits = Traits().setting(QuietKey.self, to: true)
    try sheet.stylesheet.apply(to: box)
    #expect(box.width == width, "@media \(query)")
  }

  @Test func aMediaTypePrintsBackAndNestsUnderAnotherQuery() throws {
    let sheet = vocabulary.sheet(
      "@media screen and (quiet) { @media (mood: busy) { Box { width: 1; } } }")
    #expect(sheet.diagnostics.isEmpty)
    let condition = try #require(sheet.rules.first?.condition)
    #expect(condition.description == "screen and (quiet) and (mood: busy)")
    let printed = vocabulary.sheet(sheet.cssText)
    #expect(printed.diagnostics.isEmpty && printed == sheet)
    #expect(sheet.cssText.contains("@media screen and (quiet)"))
  }

  @Test func aMediaTypeWithAnEscapePrintsEscaped() throws {
    let sheet = vocabulary.sheet("@media a\\ b { Box { width: 1; } }")
    #expect(sheet.codes == [.unknownMediaType])
    let printed = vocabulary.sheet(sheet.cssText)
    #expect(!printed.hasErrors)
    #expect(printed == sheet)
  }

  /// A test in parentheses that is no feature's syntax is reported and, as in CSS, neither
  /// true nor false: its query never holds, and a negated query holds when a known part of
  /// it is false.
  @Test(arguments: [
    ("(quiet) and (mood busy)", 0.0), ("not (mood busy)", 0), ("not print and (mood busy)", 1),
    ("not screen and (mood busy)", 0), ("not (quiet) and (moood: busy)", 0),
    ("(mood busy), (quiet)", 1),
  ])
  func aTestWithAnErrorIsUnknown(query: String, width: Double) throws {
    let sheet = vocabulary.sheet("@media \(query) { Box { width: 1; } }")
    #expect(!sheet.diagnostics.isEmpty)
    let box = Box()
    box.styleTraits = Traits().setting(QuietKey.self, to: true)
    try sheet.stylesheet.apply(to: box)
    #expect(box.width == width, "@media \(query)")
    // Printed, the query keeps its meaning without the test: `not all`, or its known part.
    let printed = vocabulary.sheet(sheet.cssText)
    #expect(!printed.hasErrors && printed == sheet, "\(sheet.cssText)")
  }

  /// A switch registered without an implicit value still tests for on when written alone.
  @Test func aSwitchAloneTestsForOn() throws {
    var switches = vocabulary
    switches.register(feature: "hushed", QuietKey.self)
    let sheet = switches.sheet("@media (hushed) { Box { width: 1; } }")
    #expect(sheet.diagnostics.isEmpty)
    for quiet in [false, true] {
      let box = Box()
      box.styleTraits = Traits().setting(QuietKey.self, to: quiet)
      try sheet.stylesheet.apply(to: box)
      #expect(box.width == (quiet ? 1 : 0))
    }
  }

  /// A test with an error does not start a query again: what follows it is no type.
  @Test(arguments: ["(mood busy) not print", "(mood busy) screen", "(mood busy) and print"])
  func aTypeAfterAnUnknownTestIsAnError(query: String) throws {
    let sheet = vocabulary.sheet("@media \(query) { Box { width: 1; } }")
    #expect(sheet.codes.contains(.invalidMediaQuery), "@media \(query)")
    let box = Box()
    try sheet.stylesheet.apply(to: box)
    #expect(box.width == 0, "@media \(query)")
  }

  @Test func anEmptyQueryListHoldsAsAllDoes() throws {
    // CSS's empty media query list is true: a browser applies the block.
    let sheet = vocabulary.sheet("@media { Box { width: 1; } }")
    #expect(sheet.diagnostics.isEmpty)
    #expect(sheet.rules.first?.condition?.description == "all")
    let box = Box()
    try sheet.stylesheet.apply(to: box)
    #expect(box.width == 1)
  }

  @Test func anUndefinedMediaTypeIsAWarningAndNeverHolds() throws {
    let sheet = vocabulary.sheet("@media scren { Box { width: 1; } }")
    #expect(sheet.codes == [.unknownMediaType])
    #expect(sheet.diagnostics.first?.severity == .warning)
    let box = Box()
    try sheet.stylesheet.apply(to: box)
    #expect(box.width == 0)
  }

  @Test(arguments: [
    ("@media (mod: busy) { }", TextDiagnostic.Code.unknownMediaFeature),
    ("@media (mood: bussy) { }", .invalidValue),
    ("@media (min-busyness) { }", .invalidMediaQuery),
    ("@media (min-mood: busy) { }", .unknownMediaFeature),
    ("@media (mood: busy) or (quiet) { }", .invalidMediaQuery),
    ("@media only (quiet) { }", .invalidMediaQuery),
    ("@media screen (quiet) { }", .invalidMediaQuery),
    ("@media screen and { }", .invalidMediaQuery),
    ("@media screen print { }", .invalidMediaQuery),
    ("@media (quiet) screen { }", .invalidMediaQuery),
    ("@media (quiet);", .syntax),
  ])
  func badQueryIsReported(text: String, code: TextDiagnostic.Code) {
    #expect(vocabulary.sheet(text).codes == [code])
  }
}
