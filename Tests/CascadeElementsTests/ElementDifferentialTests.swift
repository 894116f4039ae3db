import CascadeElements
import CascadeViews
import Testing

/// Resolving each element of a random tree against a random sheet gives the values that
/// applying the sheet to a substitute tree of the same shape gives, for 1,000 seeded cases.
@Suite struct ElementDifferentialTests {
  static let cases = 1_000

  @Test func resolvedElementsMatchTheSubstituteWalk() throws {
    var compared = 0
    for seed in 0..<UInt64(Self.cases) {
      compared += try compare(seed: seed)
    }
    #expect(compared > Self.cases * 5)
  }

  /// Compares one case; returns the number of elements compared.
  private func compare(seed: UInt64) throws -> Int {
    var random = SeededRandom(seed: seed)
    let text = RandomSheet.text(using: &random)
    let loaded = StyleVocabulary.standard.load(text, named: "case-\(seed).css")
    #expect(loaded.diagnostics.isEmpty, "seed \(seed):\n\(loaded.formattedDiagnostics)")
    let tree = RandomTree(using: &random, size: Int.random(in: 1...24, using: &random))
    var root = Traits()
    root.colorScheme = random.chance(2) ? .dark : .light
    let context = StyleContext(theme: random.chance(2) ? .dark : .light, traits: root)

    let views = tree.substitutes(root: root)
    try loaded.stylesheet.apply(to: views[0], in: context)
    let expected = zip(views, tree.nodes).map {
      ElementStyle(reading: $0, state: $1.element.state)
    }
    let resolver = ElementResolver(sheet: loaded.stylesheet, context: context)
    let resolved = resolve(tree, with: resolver, root: root)
    for index in tree.nodes.indices where resolved[index].style != expected[index] {
      Issue.record(
        """
        seed \(seed), element \(index) \(resolved[index].path):
        resolved \(resolved[index].style)
        expected \(expected[index])
        sheet:
        \(text)
        """)
      return index
    }
    try expectCached(tree, resolved, with: resolver, root: root, seed: seed)
    return tree.nodes.count
  }

  private func resolve(
    _ tree: RandomTree, with resolver: ElementResolver, root: Traits
  ) -> [ResolvedElement] {
    let traits = tree.traits(root: root)
    var resolved: [ResolvedElement] = []
    for (index, node) in tree.nodes.enumerated() {
      let parent = node.parent.map { resolved[$0] }
      resolved.append(resolver.resolve(node.element, below: parent, traits: traits[index]))
    }
    return resolved
  }

  /// Resolving the same tree again styles nothing: every element comes from the cache.
  private func expectCached(
    _ tree: RandomTree, _ first: [ResolvedElement], with resolver: ElementResolver,
    root: Traits, seed: UInt64
  ) throws {
    let count = resolver.resolutionCount
    let again = resolve(tree, with: resolver, root: root)
    #expect(resolver.resolutionCount == count, "seed \(seed)")
    #expect(zip(first, again).allSatisfy { $0 === $1 }, "seed \(seed)")
  }
}
