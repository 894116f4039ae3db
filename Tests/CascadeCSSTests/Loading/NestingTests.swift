import Cascade
import CascadeCSS
import Scaling
import Testing

/// CSS Nesting: rules and group rules in a style rule's block, read as Chromium reads them.
@Suite struct NestingTests {
  private let vocabulary = StyleVocabulary.boxes

  /// A box of classes `classes` inside a box of classes `outer`, styled by `text`.
  private func styled(
    _ text: String, outer: Set<String> = ["card"], classes: Set<String>,
    context: StyleContext = .with()
  ) throws -> (box: Box, sheet: CSSStylesheet) {
    let sheet = vocabulary.sheet(text)
    let root = Box(outer)
    let box = root.add(Box(classes))
    try sheet.stylesheet.apply(to: root, in: context)
    return (box, sheet)
  }

  @Test func aNestedSelectorWithoutAmpersandIsADescendant() throws {
    let result = try styled(".card { .title { width: 2; } }", classes: ["title"])
    #expect(result.sheet.diagnostics.isEmpty)
    #expect(result.box.width == 2)
    #expect(result.sheet.rules.map(\.selectors) == [[".card .title"]])
    let outside = try styled(".card { .title { width: 2; } }", outer: [], classes: ["title"])
    #expect(outside.box.width == 0)
  }

  @Test(arguments: [
    (".card { &.title { width: 2; } }", [".card.title"]),
    (".card { > Caption { width: 2; } }", [".card > Caption"]),
    (".card { & > Caption { width: 2; } }", [".card > Caption"]),
    (".card { .x &, & .y { width: 2; } }", [".x .card", ".card .y"]),
    (".a, .b { &:highlighted { width: 2; } }", [".a:highlighted", ".b:highlighted"]),
    (".a .b { &.c > Caption { width: 2; } }", [".a .b.c > Caption"]),
    (".a { .b { .c { width: 2; } } }", [".a .b .c"]),
    ("Caption { &.x { lines: 2; } }", ["Caption.x"]),
    (".x { Caption& { lines: 2; } }", ["Caption.x"]),
  ])
  func nestedSelectorsExpandAsCSSNestingReadsThem(text: String, selectors: [String]) {
    let sheet = vocabulary.sheet(text)
    #expect(sheet.diagnostics.isEmpty)
    #expect(sheet.rules.last?.selectors == selectors)
  }

  @Test func ampersandMergesIntoTheCompoundItIsWrittenIn() throws {
    let text = ".card { &.title { width: 2; } }"
    #expect(try styled(text, outer: [], classes: ["card", "title"]).box.width == 2)
    #expect(try styled(text, classes: ["title"]).box.width == 0)
  }

  @Test func ampersandRanksAsIsOfTheParentsSelectors() throws {
    // `:is(.a.z, Box) .t` has the specificity of `.a.z .t` for both expansions: `Box .t`
    // wins over the later `.x .t`, which it would not with its own (a type and a class).
    let text = ".a.z, Box { & .t { width: 1; } } .x .t { width: 2; }"
    let result = try styled(text, outer: ["x"], classes: ["t"])
    #expect(result.sheet.diagnostics.isEmpty)
    #expect(result.box.width == 1)
    // Written flat, each selector keeps its own specificity, and the later rule wins.
    let flat = try styled(
      ".a.z .t, Box .t { width: 1; } .x .t { width: 2; }", outer: ["x"], classes: ["t"])
    #expect(flat.box.width == 2)
  }

  @Test func ampersandTwoLevelsDownKeepsTheRankItsParentTook() throws {
    // `& .t` under `.k, Box` ranks as `.k .t` for both; `& { … }` under it ranks as it, so
    // its later declaration wins over the one before it.
    let text = ".k.z, Box { & .t { width: 1; & { width: 2; } } }"
    let result = try styled(text, outer: [], classes: ["t"])
    #expect(result.box.width == 2)
  }

  @Test func declarationsAfterANestedRuleKeepTheirPlaceAndTheParentsSpecificity() throws {
    let text = ".card { width: 1; .title { width: 2; } width: 3; hidden: true; }"
    let sheet = vocabulary.sheet(text)
    #expect(sheet.diagnostics.isEmpty)
    #expect(sheet.rules.map(\.selectors) == [[".card"], [".card .title"], [".card"]])
    #expect(sheet.rules.map(\.nesting) == [[], [[".card"], ["& .title"]], []])
    #expect(
      sheet.rules.map { $0.declarations.map(\.property) } == [
        ["width"], ["width"],
        [
          "width", "hidden",
        ],
      ])
    let card = Box(["card"])
    let title = card.add(Box(["title"]))
    try sheet.stylesheet.apply(to: card)
    #expect(card.width == 3)
    #expect(card.hidden)
    #expect(title.width == 2)
  }

  @Test func declarationsAfterANestedRuleRankAsTheRuleNotAsAmpersand() throws {
    // As Chromium reads a nested declarations rule: `width: 1` ranks as `Box` for a box,
    // below `.x`, not as `:is(.k.z, Box)`; in a nested `@media` too.
    let after = ".k.z, Box { .t { hidden: true; } width: 1; } .x { width: 2; }"
    #expect(try styled(after, outer: [], classes: ["x"]).box.width == 2)
    let inMedia = ".k.z, Box { @media (mood: calm) { width: 1; } } .x.y { width: 2; }"
    #expect(try styled(inMedia, outer: [], classes: ["x", "y"]).box.width == 2)
  }

  @Test func declarationsAfterANestedRuleRankBelowAMoreSpecificRuleBeforeThem() throws {
    // `.x.card` comes first, yet outranks the nested declarations of `.card`.
    let text = ".x.card { width: 5; } .card { .t { width: 2; } width: 3; }"
    let result = try styled(text, outer: [], classes: ["x", "card"])
    #expect(result.box.width == 5)
  }

  @Test(arguments: [Mood.busy, .calm])
  func nestedMediaAppliesTheParentsSelectorUnderItsCondition(mood: Mood) throws {
    let text = ".card { @media (mood: busy) { width: 2; .t { width: 4; } } }"
    let sheet = vocabulary.sheet(text)
    #expect(sheet.diagnostics.isEmpty)
    let card = Box(["card"])
    let title = card.add(Box(["t"]))
    try sheet.stylesheet.apply(to: card, in: .with(mood: mood))
    #expect(card.width == (mood == .busy ? 2 : 0))
    #expect(title.width == (mood == .busy ? 4 : 0))
    #expect(sheet.rules.map { $0.condition?.description } == ["(mood: busy)", "(mood: busy)"])
  }

  @Test(arguments: [false, true])
  func nestedMediaJoinsTheEnclosingCondition(quiet: Bool) throws {
    let text = "@media (quiet) { .card { @media (mood: busy) { width: 2; } } }"
    let card = Box(["card"])
    try vocabulary.sheet(text).stylesheet.apply(to: card, in: .with(mood: .busy, quiet: quiet))
    #expect(card.width == (quiet ? 2 : 0))
  }

  @Test func nestedLayerPutsTheDeclarationsInTheLayer() throws {
    let text = "@layer base, top; .card { @layer top { width: 2; } width: 1; }"
    let sheet = vocabulary.sheet(text)
    #expect(sheet.diagnostics.isEmpty)
    #expect(sheet.rules.map(\.layer) == ["top", nil])
    let card = Box(["card"])
    try sheet.stylesheet.apply(to: card)
    // Declarations outside any layer win over a layer's.
    #expect(card.width == 1)
  }

  @Test func aNestedLayerStatementIsAnErrorAndTheRestLoads() throws {
    let sheet = vocabulary.sheet(".card { width: 1; @layer a; hidden: true; }")
    #expect(sheet.codes == [.syntax])
    let card = Box(["card"])
    try sheet.stylesheet.apply(to: card)
    #expect(card.width == 1)
    #expect(card.hidden)
  }

  @Test(arguments: [
    ("& { width: 1; }", TextDiagnostic.Code.unsupportedSelector),
    (":root { .a { width: 1; } }", .syntax),
    (".a { @theme dark { width: 1; } }", .unsupportedAtRule),
    (".a .b { .x & { width: 1; } }", .unsupportedSelector),
    ("Caption { Field& { width: 1; } }", .unsupportedSelector),
  ])
  func whatNestingCannotSayIsReported(text: String, code: TextDiagnostic.Code) {
    let sheet = vocabulary.sheet(text)
    #expect(sheet.codes == [code])
    #expect(sheet.rules.isEmpty)
  }

  @Test func aParentsSelectorThatMatchesNothingGoesAndTheRestStay() {
    let sheet = vocabulary.sheet("Nothing, .a { .b { width: 1; } }")
    #expect(sheet.codes == [.unknownType])
    #expect(sheet.rules.map(\.selectors) == [[".a .b"]])
  }

  @Test func expansionsPastTheBudgetAreReportedAndLeftOut() {
    // Each level doubles the selectors: 2¹⁴ expansions of 56 bytes at the last level, from
    // 300 bytes.
    let text =
      String(repeating: ".a, .b { width: 1; ", count: 14) + String(repeating: " }", count: 14)
    let sheet = vocabulary.sheet(text)
    #expect(sheet.codes == [.nestingTooDeep])
    #expect(sheet.rules.count > 2)
    #expect(sheet.rules.count < 14)
    var limits = TextLimits.standard
    limits.maximumExpandedSelectorBytes = 100
    let small = vocabulary.load(text, named: "small.css", limits: limits)
    #expect(small.codes == [.nestingTooDeep])
    #expect(small.rules.count < sheet.rules.count)
  }

  @Test func aPrintedSheetReadsEachParentOnceAndStaysWithinTheBudget() {
    // Printed, each of the many rules repeats its parents' selectors, which load once.
    let nested = (0..<40).map { ".k\($0) { width: \($0); }" }.joined(separator: " ")
    let text =
      String(repeating: ".a, .b, .c { ", count: 3) + nested
      + String(repeating: " }", count: 3)
    // The text expands to about 17,600 bytes; its printed form, each parent read again for
    // each rule, would make 32,000.
    var limits = TextLimits.standard
    limits.maximumExpandedSelectorBytes = 25_000
    let sheet = vocabulary.load(text, named: "deep.css", limits: limits)
    #expect(sheet.diagnostics.isEmpty)
    let reloaded = vocabulary.load(sheet.cssText, named: "deep.css", limits: limits)
    #expect(reloaded.diagnostics.isEmpty)
    #expect(reloaded.rules == sheet.rules)
  }

  @Test func aNestedRulePrintsInsideItsParentsAndReloadsEqual() throws {
    let text = """
      @layer base;
      .a.z, Box { width: 1; & .t { width: 2; @media (mood: busy) { hidden: true; } } width: 3; }
      @media (quiet) { .c { @layer base { > Caption { lines: 2; } } } }
      """
    let sheet = vocabulary.sheet(text)
    #expect(sheet.diagnostics.isEmpty)
    let reloaded = vocabulary.sheet(sheet.cssText)
    #expect(reloaded.diagnostics.isEmpty)
    #expect(reloaded.rules == sheet.rules)
    #expect(reloaded.rules[1].nesting == [[".a.z", "Box"], ["& .t"]])
    #expect(reloaded.cssText == sheet.cssText)
    // The specificity of `&` survives: `Box .t` still outranks `.x .t`.
    let printed = vocabulary.sheet(sheet.cssText + "\n.x .t { width: 9; }")
    let outer = Box(["x"])
    let title = outer.add(Box(["t"]))
    try printed.stylesheet.apply(to: outer)
    #expect(title.width == 2)
  }

  @Test func anExplanationNamesTheNestedRulesOwnPosition() throws {
    let sheet = vocabulary.sheet(".card {\n  width: 1;\n  .t { width: 2; }\n}")
    let card = Box(["card"])
    let title = card.add(Box(["t"]))
    try sheet.stylesheet.apply(to: card)
    let property = try #require(sheet.stylesheet.explanation(for: title).properties.first)
    #expect(sheet.rules[1].location.line == 3)
    #expect(sheet.rules[1].location.column == 3)
    #expect(property.location.line == 3)
  }

  @Test func nestingIsLinearInTheSheet() {
    // Rules nested two deep under a parent of two selectors: each expands twice.
    let nested = { (count: Int) in
      (0..<count).map { ".p\($0), Box { .c { &.d { width: 1; } } width: 2; }" }
        .joined(separator: "\n")
    }
    let growth = Growth(from: 200) { count in
      WorkCounter.steps { _ = vocabulary.load(nested(count), named: "scale.css") }
    }
    #expect(growth.isLinear, "\(growth)")
  }
}
