import Cascade
import CascadeCSS
import Scaling
import Testing

/// The shapes of text that once made the loader hang, take gigabytes or crash, each grown
/// to *n*, 2*n* and 4*n*: the loader's steps grow linearly, and nothing recurses as deep as
/// the text nests or a selector is long.
@Suite struct LoaderScalingTests {
  private let vocabulary = StyleVocabulary.boxes

  /// The steps of loading `text` and building its rules.
  private func steps(_ text: String, limits: TextLimits = .standard) -> Int {
    WorkCounter.steps { _ = vocabulary.load(text, named: "scale.css", limits: limits) }
  }

  private static var deepLimits: TextLimits {
    var limits = TextLimits.standard
    limits.maximumNestingDepth = 64
    return limits
  }

  @Test func nestedMediaQueryListsDoNotMultiply() throws {
    // 14 levels of three queries once took 71 s and 10.5 GB: each level's queries were
    // paired with each of the enclosing ones'.
    let nested = { (levels: Int) in
      String(repeating: "@media (mood: busy), (quiet), (busyness: busy) { ", count: levels)
        + "Box { width: 1; }" + String(repeating: " }", count: levels)
    }
    let growth = Growth(from: 12) { levels in steps(nested(levels), limits: Self.deepLimits) }
    #expect(growth.isLinear, "\(growth)")
    let sheet = vocabulary.load(nested(14), named: "media.css")
    #expect(sheet.diagnostics.isEmpty)
    let box = Box()
    try sheet.stylesheet.apply(to: box, in: .with(quiet: true))
    #expect(box.width == 1)
  }

  @Test func aLongLayerListIsLinear() throws {
    // `@layer l0, …, l20000;` once took 68 s.
    let list = { (count: Int) in
      "@layer " + (0..<count).map { "l\($0)" }.joined(separator: ", ") + ";"
        + " @layer l0 { Box { width: 1; } } @layer l1 { Box { width: 2; } }"
    }
    let growth = Growth(from: 2_000) { count in steps(list(count)) }
    #expect(growth.isLinear, "\(growth)")
    let sheet = vocabulary.load(list(20_000), named: "layers.css")
    #expect(sheet.layers.count == 20_000)
    let box = Box()
    try sheet.stylesheet.apply(to: box)
    #expect(box.width == 2)
  }

  @Test func manyLayerBlocksAreLinear() throws {
    // 20,000 `@layer` blocks once took 105 s.
    let blocks = { (count: Int) in
      (0..<count).map { "@layer b\($0) { Box { width: \($0); } }" }.joined(separator: "\n")
    }
    let growth = Growth(from: 1_000) { count in steps(blocks(count)) }
    #expect(growth.isLinear, "\(growth)")
    let box = Box()
    try vocabulary.load(blocks(5_000), named: "blocks.css").stylesheet.apply(to: box)
    #expect(box.width == 4_999)
  }

  @Test func aDottedLayerNameNestsNoDeeperThanTheLimit() {
    let dotted = { (parts: Int) in
      "@layer " + (0..<parts).map { "p\($0)" }.joined(separator: ".") + " { Box { width: 1; } }"
    }
    let depth = TextLimits.standard.maximumNestingDepth
    #expect(vocabulary.load(dotted(depth), named: "dots.css").diagnostics.isEmpty)
    let deep = vocabulary.load(dotted(100_000), named: "dots.css")
    #expect(deep.codes == [.nestingTooDeep])
    let growth = Growth(from: 10_000) { parts in steps(dotted(parts)) }
    #expect(growth.isLinear, "\(growth)")
  }

  @Test func anAnonymousLayerNestsNoDeeperThanANamedOne() {
    // Printed, an anonymous layer is named with dots, so it must load only where its name
    // would.
    let depth = TextLimits.standard.maximumNestingDepth
    let name = (0..<depth).map { "p\($0)" }.joined(separator: ".")
    let sheet = vocabulary.load(
      "@layer \(name) { @layer { Box { width: 1; } } }", named: "anonymous.css")
    #expect(sheet.codes == [.nestingTooDeep])
  }

  @Test func aCompoundOfManyClassesIsLinear() throws {
    // One compound of 80,000 classes once took 13 s: each class was checked against every
    // class before it.
    let compound = { (count: Int) in
      "Box" + (0..<count).map { ".c\($0)" }.joined() + ".c0 { width: 1; }"
    }
    let growth = Growth(from: 5_000) { count in steps(compound(count)) }
    #expect(growth.isLinear, "\(growth)")
    let sheet = vocabulary.load(compound(80_000), named: "classes.css")
    #expect(sheet.diagnostics.isEmpty)
    let box = Box(Set((0..<80_000).map { "c\($0)" }))
    try sheet.stylesheet.apply(to: box)
    #expect(box.width == 1)
  }

  @Test func aSelectorOfTwoHundredThousandStepsLoadsAppliesAndIsReleased() throws {
    // About 1 MB of text: releasing the sheet once recursed once per step and overflowed
    // the stack.
    let steps = 200_000
    let text = String(repeating: "Box ", count: steps - 1) + "Caption { lines: 3; }"
    try {
      let sheet = vocabulary.load(text, named: "long.css")
      #expect(sheet.diagnostics.isEmpty)
      var chain = [Box()]
      for _ in 0..<5 { chain.append(chain[chain.count - 1].add(Box())) }
      let caption = chain[chain.count - 1].add(Caption())
      try sheet.stylesheet.apply(to: chain[0])
      #expect(caption.lines == 1)
    }()
  }

  @Test func descendantStepsAreLinearInASelectorsLength() throws {
    let selector = { (count: Int) in
      ".b " + String(repeating: "Box ", count: count) + "Caption { lines: 3; }"
    }
    var chain = [Box()]
    for _ in 0..<30 { chain.append(chain[chain.count - 1].add(Box())) }
    chain[chain.count - 1].add(Caption())
    let growth = try Growth(from: 8) { count in
      let sheet = vocabulary.load(selector(count), named: "steps.css")
      return try WorkCounter.steps { try sheet.stylesheet.apply(to: chain[0]) }
    }
    #expect(growth.isLinear, "\(growth)")
  }

  @Test func raisingTheNestingLimitNeverNestsDeeperThanTheCeiling() throws {
    var limits = TextLimits.standard
    limits.maximumNestingDepth = 1_000_000
    let levels = 50_000
    let text =
      String(repeating: "@media (quiet) { ", count: levels) + "Box { width: 1; }"
      + String(repeating: " }", count: levels) + "\nBox { hidden: true; }"
    let sheet = vocabulary.load(text, named: "deep.css", limits: limits)
    #expect(sheet.codes == [.nestingTooDeep])
    let box = Box()
    try sheet.stylesheet.apply(to: box)
    #expect(box.hidden == true)
  }

  @Test(arguments: [
    ("(", ""), ("[", ""), ("rgb(", ""), ("url(", ""), ("{", ""), ("Box {", "}"),
    ("} Box { width: 1; }", ""), ("; Box { width: 1; }", ""),
    ("Box { width: 1 {} hidden: true; } ", ""), ("<!-- Box { width: 1 } --> ", ""),
    ("Box { @foo { Box { width: 1; } } width: 2; } ", ""),
  ])
  func whatErrorRecoveryReadsIsLinear(piece: String, closing: String) throws {
    // Unclosed brackets and blocks take in what follows, stray braces and semicolons the
    // rule after them, a value with a block is read again as a rule: each shape repeated
    // is read in steps linear in its length, with no recursion.
    let text = { (count: Int) in
      String(repeating: piece, count: count) + String(repeating: closing, count: count)
    }
    let growth = Growth(from: 500) { count in steps(text(count), limits: Self.deepLimits) }
    #expect(growth.isLinear, "\(growth)")
    _ = vocabulary.load(text(100_000), named: "recovery.css")
  }
}
