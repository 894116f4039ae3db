import Scaling
import Testing

@testable import Cascade

/// Long selectors against deep trees: matching takes steps linear in the selector's length
/// and the tree's size, never retries a placement of compounds on ancestors, and nothing
/// recurses as deep as a selector is long or a tree is deep.
@Suite struct SelectorScalingTests {
  /// A chain of `depth` nodes, the top one first.
  static func chain(_ depth: Int, classes: Set<String> = []) -> [Node] {
    var chain = [Node(classes)]
    for _ in 1..<depth { chain.append(chain[chain.count - 1].add(Node(classes))) }
    return chain
  }

  /// `.b Node Node … Node Leaf`: `steps` descendant compounds between `.b` and the subject.
  /// Built left to right: nesting `inside:` copies each selector into the next, and the
  /// copies' bytes would be counted as matching's.
  static func descendants(
    _ steps: Int, first: StyleSelector = StyleSelector(classes: ["b"])
  )
    -> StyleSelector
  {
    let middle = Array(
      repeating: (selector: StyleSelector(Node.self), isChild: false), count: steps)
    return StyleSelector(
      leftToRight: [(first, false)] + middle + [(StyleSelector(Leaf.self), false)])
  }

  /// Releases a chain from the bottom up, so that no node releases a deep subtree.
  static func release(_ chain: [Node]) {
    for node in chain.reversed() { node.removeFromParent() }
  }

  /// Styles a chain of `depth` nodes ending in a leaf with one rule, and counts the steps.
  static func steps(selector: StyleSelector, depth: Int) throws -> Int {
    let chain = Self.chain(depth)
    let leaf = chain[chain.count - 1].add(Leaf())
    defer { Self.release(chain + [leaf]) }
    let sheet = Stylesheet { Rule(selector, style: Style<Node> { Setter(\.size, 1) }) }
    return try WorkCounter.steps { try sheet.apply(to: chain[0]) }
  }

  @Test func aFailingDescendantSelectorIsLinearInItsLength() throws {
    // Once took 0.05 s with 4 steps, 6.9 s with 8 and 32 s with 10: every placement of
    // the compounds on the 30 ancestors was tried.
    let growth = try Growth(from: 8) { steps in
      try Self.steps(selector: Self.descendants(steps), depth: 30)
    }
    #expect(growth.isLinear, "\(growth)")
  }

  @Test func aSelectorAsLongAsTheTreeIsDeepIsLinear() throws {
    // `Node Node … Node Leaf`, one compound a level, on a chain as deep: each object once
    // reached a compound more than its parent, and carried every one of them down.
    let growth = try Growth(from: 500) { depth in
      let compounds = Array(repeating: (StyleSelector(Node.self), false), count: depth)
      let selector = StyleSelector(leftToRight: compounds + [(StyleSelector(Leaf.self), false)])
      return try Self.steps(selector: selector, depth: depth)
    }
    #expect(growth.isLinear, "\(growth)")
  }

  @Test func aFailingDescendantSelectorIsLinearInTheTreesDepth() throws {
    let growth = try Growth(from: 40) { depth in
      try Self.steps(selector: Self.descendants(10), depth: depth)
    }
    #expect(growth.isLinear, "\(growth)")
  }

  @Test func aMatchingDescendantSelectorIsLinearInItsLength() throws {
    let growth = try Growth(from: 8) { steps in
      try Self.steps(selector: Self.descendants(steps, first: StyleSelector(Node.self)), depth: 40)
    }
    #expect(growth.isLinear, "\(growth)")
  }

  @Test func childAndDescendantStepsMixedAreLinearInTheTreesDepth() throws {
    // `Node > Node Node > Node …`: a child step after a descendant one is where a matcher
    // that backtracks retries most.
    var selector = StyleSelector(Node.self)
    for index in 0..<12 {
      selector =
        index.isMultiple(of: 2)
        ? StyleSelector(Node.self, childOf: selector) : StyleSelector(Node.self, inside: selector)
    }
    let mixed = StyleSelector(Leaf.self, classes: ["absent"], inside: selector)
    let growth = try Growth(from: 50) { depth in try Self.steps(selector: mixed, depth: depth) }
    #expect(growth.isLinear, "\(growth)")
  }

  @Test func aLongSelectorMatchesAtTheBottomOfADeepChainAndOnlyThere() throws {
    let steps = 2_000
    let chain = Self.chain(steps + 10)
    let leaf = chain[chain.count - 1].add(Leaf())
    defer { Self.release(chain + [leaf]) }
    let long = StyleSelector(
      leftToRight: Array(repeating: (StyleSelector(Node.self), false), count: steps)
        + [(StyleSelector(Leaf.self), true)])
    let tooLong = StyleSelector(
      leftToRight: Array(repeating: (StyleSelector(Node.self), false), count: steps + 11)
        + [(StyleSelector(Leaf.self), true)])
    let sheet = Stylesheet {
      Rule(long, style: Style<Node> { Setter(\.size, 1) })
      Rule(tooLong, style: Style<Node> { Setter(\.color, 1) })
    }
    try sheet.apply(to: chain[0])
    #expect(leaf.size == 1)
    #expect(leaf.color == 0)
    #expect(chain.allSatisfy { $0.size == 0 })
    let explanation = sheet.explanation(for: leaf)
    #expect(explanation.properties.map(\.name) == ["size"])
  }

  @Test func aSelectorOfTwoHundredThousandCompoundsIsMatchedDescribedAndReleased() throws {
    // Once a chain of nested selectors: releasing it recursed once per compound and
    // overflowed the stack.
    let count = 200_000
    let compounds = (0..<count).map { index in
      (selector: StyleSelector(Node.self, classes: index == 0 ? ["top"] : []), isChild: false)
    }
    let selector = StyleSelector(leftToRight: compounds)
    #expect(selector.compoundCount == count)
    #expect(selector.description.utf8.count == count * 5 - 1 + 4)
    let chain = Self.chain(3)
    defer { Self.release(chain) }
    let sheet = Stylesheet { Rule(selector, style: Style<Node> { Setter(\.size, 1) }) }
    try sheet.apply(to: chain[0])
    #expect(chain.allSatisfy { $0.size == 0 })
  }

  @Test func aDeepTreeAndALongSelectorAreStyledAndExplainedWithoutRecursion() throws {
    // Once overflowed the stack at 25,000 steps and 25,000 levels, and copied the ancestor
    // list at each level.
    let depth = 25_000
    let chain = Self.chain(depth, classes: ["x"])
    defer { Self.release(chain) }
    let long = StyleSelector(
      leftToRight: Array(repeating: (StyleSelector(classes: ["x"]), false), count: 25_000)
        + [(StyleSelector(classes: ["never"]), false)])
    let sheet = Stylesheet {
      Rule(long, style: Style<Node> { Setter(\.size, 1) })
      Rule(Node.self) { Setter(\.color, 2) }
    }
    try sheet.apply(to: chain[0])
    #expect(chain.allSatisfy { $0.color == 2 && $0.size == 0 })
    let explanation = sheet.explanation(for: chain[depth - 1])
    #expect(explanation.properties.map(\.name) == ["color"])
  }
}

/// The walk and the explanation: steps linear in the tree's size and depth.
@Suite struct WalkScalingTests {
  static let sheet = Stylesheet {
    Rule(Node.self) { Setter(\.size, 1) }
    Rule(Leaf.self, inside: StyleSelector(classes: ["card"])) { Setter(\.color, 2) }
    Rule(Node.self, classes: ["card"], childOf: StyleSelector(Node.self)) { Setter(\.label, "c") }
  }

  @Test func stylingADeepChainIsLinearInItsDepth() throws {
    let growth = try Growth(from: 1_000) { depth in
      let chain = SelectorScalingTests.chain(depth, classes: ["card"])
      defer { SelectorScalingTests.release(chain) }
      return try WorkCounter.steps { try Self.sheet.apply(to: chain[0]) }
    }
    #expect(growth.isLinear, "\(growth)")
  }

  @Test func stylingAWideTreeIsLinearInItsSize() throws {
    let growth = try Growth(from: 1_000) { count in
      let root = Node(["card"])
      for index in 0..<count { root.add(index.isMultiple(of: 2) ? Leaf() : Node(["card"])) }
      return try WorkCounter.steps { try Self.sheet.apply(to: root) }
    }
    #expect(growth.isLinear, "\(growth)")
  }

  @Test func explainingTheBottomOfAChainIsLinearInItsDepth() throws {
    let growth = try Growth(from: 1_000) { depth in
      let chain = SelectorScalingTests.chain(depth, classes: ["card"])
      let leaf = chain[chain.count - 1].add(Leaf())
      defer { SelectorScalingTests.release(chain + [leaf]) }
      try Self.sheet.apply(to: chain[0])
      return WorkCounter.steps { _ = Self.sheet.explanation(for: leaf) }
    }
    #expect(growth.isLinear, "\(growth)")
  }
}
