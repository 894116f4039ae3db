import Cascade
import CascadeCSS
import Scaling
import Testing

/// Sheets whose pieces refer to something as large as the sheet (a rule to its block's list
/// of queries, a compound to the chain of compounds before it), loaded and applied at *n*,
/// 2*n* and 4*n*: steps and bytes allocated grow linearly, where a copy of the shared piece
/// for each rule or object would make them grow as the square.
@Suite struct SheetSizeScalingTests {
  private let vocabulary = StyleVocabulary.boxes

  /// Loads `text` and applies it to `root`, counting the steps of both.
  private func steps(_ text: String, appliedTo root: Box, in context: StyleContext) throws -> Int {
    try WorkCounter.steps {
      let sheet = vocabulary.load(text, named: "size.css")
      try sheet.stylesheet.apply(to: root, in: context)
    }
  }

  @Test func rulesUnderALongListOfQueriesShareIt() throws {
    // `@media (quiet), (quiet), … { Box { width: 1; } … }`, n queries over n rules, applied
    // to one box: each rule once kept the list's text, and tested the whole list, for
    // itself (1.0, 3.8, 15 s and 38, 88, 265 MB at 29, 58, 116 KB).
    let text = { (count: Int) in
      "@media " + Array(repeating: "(quiet)", count: count).joined(separator: ", ") + " {\n"
        + String(repeating: "Box { width: 1; }\n", count: count) + "}\n"
    }
    let growth = try Growth(from: 200) { count in
      try steps(text(count), appliedTo: Box(), in: .with(quiet: true))
    }
    #expect(growth.isLinear, "\(growth)")
  }

  @Test func twoLoadsOfALongListOverManyRulesCompareInLinearSteps() {
    // Each rule of one load compared its block's list with the other load's, query by
    // query: equal sheets cost the square of the list to compare.
    let growth = Growth(from: 200) { count in
      let text =
        "@media " + Array(repeating: "(quiet)", count: count).joined(separator: ", ") + " {\n"
        + String(repeating: "Box { width: 1; }\n", count: count) + "}\n"
      let (first, second) = (
        vocabulary.load(text, named: "a.css"), vocabulary.load(text, named: "a.css")
      )
      return WorkCounter.steps { #expect(first == second) }
    }
    #expect(growth.isLinear, "\(growth)")
  }

  @Test func blocksNestedInALongListOfQueriesShareIt() throws {
    // n blocks inside a list of n queries, each joined with the block around it: each once
    // wrote the list into its own name, and compared the list with itself to learn whether
    // it was joined.
    let text = { (count: Int) in
      "@media " + Array(repeating: "(quiet)", count: count).joined(separator: ", ") + " {\n"
        + "@media (mood: busy) {\n"
        + String(repeating: "@media (quiet) { Box { width: 1; } }\n", count: count) + "}\n}\n"
    }
    let growth = try Growth(from: 200) { count in
      try steps(text(count), appliedTo: Box(), in: .with(mood: .busy, quiet: true))
    }
    #expect(growth.isLinear, "\(growth)")
    let box = Box()
    try vocabulary.load(text(3), named: "nested.css").stylesheet.apply(
      to: box, in: .with(mood: .busy, quiet: true))
    #expect(box.width == 1)
  }

  @Test func layersDeclaredInBlocksNestedInALongListOfQueriesAreLinear() throws {
    // A layer declared under a condition is numbered by the condition's text, which for a
    // block nested in a list of n queries holds the list.
    let text = { (count: Int) in
      "@media " + Array(repeating: "(quiet)", count: count).joined(separator: ", ") + " {\n"
        + String(repeating: "@media (mood: busy) { @layer a, b; }\n", count: count)
        + "}\n@layer b { Box { width: 2; } }\n@layer a { Box { width: 1; } }\n"
    }
    let growth = try Growth(from: 200) { count in
      try steps(text(count), appliedTo: Box(), in: .with(mood: .busy, quiet: true))
    }
    #expect(growth.isLinear, "\(growth)")
    let box = Box()
    try vocabulary.load(text(3), named: "layers.css").stylesheet.apply(
      to: box, in: .with(mood: .busy, quiet: true))
    #expect(box.width == 2)
  }

  @Test func rulesReadingATableOfCustomPropertiesAreLinear() throws {
    // n properties of the sheet's own and n rules each reading one, some with a fallback
    // that reads another: no rule may keep or search the whole table for itself.
    let text = { (count: Int) in
      ":root {\n" + (0..<count).map { "  --p\($0): \($0);\n" }.joined() + "}\n"
        + (0..<count).map { index in
          "Box.c\(index) { width: var(--p\(index), var(--p\((index + 1) % count))); }\n"
        }.joined()
    }
    let growth = try Growth(from: 200) { count in
      try steps(text(count), appliedTo: Box(["c1"]), in: .with())
    }
    #expect(growth.isLinear, "\(growth)")
  }

  @Test func aSelectorOfChildCombinatorsAsLongAsTheTreeIsDeepIsLinear() throws {
    // `Box > Box > … > Caption` on a chain of as many boxes: each box passed its children
    // every compound it matched, one more at each level (33.8 s and 366 MB at 125 KB, ×4.5
    // per doubling). A selector longer than the limit is now reported and left out.
    let growth = try Growth(from: 100) { count in
      let root = Box()
      var bottom = root
      for _ in 0..<count { bottom = bottom.add(Box()) }
      bottom.add(Caption())
      let text = String(repeating: "Box > ", count: count) + "Caption { lines: 3; }"
      return try steps(text, appliedTo: root, in: .with())
    }
    #expect(growth.isLinear, "\(growth)")
  }

  @Test func aSelectorWithAsManyChildCombinatorsAsTheLimitIsLinearInTheTreesDepth() throws {
    // Within the limit, each object carries at most one compound for each `>`.
    let limit = TextLimits.standard.maximumChildCombinators
    let text = String(repeating: "Box > ", count: limit) + "Caption { lines: 3; }"
    let growth = try Growth(from: 100) { depth in
      let root = Box()
      var bottom = root
      for _ in 0..<depth { bottom = bottom.add(Box()) }
      let caption = bottom.add(Caption())
      let taken = try steps(text, appliedTo: root, in: .with())
      #expect(caption.lines == 3)
      return taken
    }
    #expect(growth.isLinear, "\(growth)")
  }

  @Test func aSelectorWithMoreChildCombinatorsThanTheLimitIsReportedAndLeftOut() throws {
    let limit = TextLimits.standard.maximumChildCombinators
    let long = String(repeating: "Box > ", count: limit + 1) + "Caption { lines: 3; }"
    let sheet = vocabulary.load(long + "\nBox { width: 1; }", named: "long.css")
    #expect(sheet.diagnostics.map(\.code) == [.selectorTooLong])
    #expect(sheet.rules.count == 1)
    let nested = String(repeating: "Box > ", count: limit) + "Box { & > Caption { lines: 3; } }"
    #expect(
      vocabulary.load(nested, named: "nested.css").diagnostics.map(\.code) == [.selectorTooLong])
    var limits = TextLimits.standard
    limits.maximumChildCombinators = 1_000
    let raised = vocabulary.load(
      String(repeating: "Box > ", count: 65) + "Caption { lines: 3; }", named: "raised.css",
      limits: limits)
    #expect(raised.diagnostics.map(\.code) == [.selectorTooLong])
  }
}
