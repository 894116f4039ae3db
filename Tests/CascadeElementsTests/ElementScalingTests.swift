import CascadeElements
import CascadeViews
import Scaling
import Testing

/// Resolving a tree takes steps in proportion to its elements, however deep: each element
/// reads its parent's place, never its ancestors.
@Suite struct ElementScalingTests {
  private let sheet = StyleVocabulary.standard.load(
    """
    .card Text.name { font: headline; }
    .row > Button { title-color: white; }
    StackView.card .row Label:highlighted { color: red; }
    .card { border-radius: 12px; padding: 8px; }
    """, named: "scale.css"
  ).stylesheet

  /// A chain `n` deep, each level a new element path, with a leaf of each kind.
  private func resolveChain(_ n: Int) {
    let resolver = ElementResolver(sheet: sheet)
    var parent: ResolvedElement?
    for level in 0..<n {
      let classes: Set<String> = level % 2 == 0 ? ["card"] : ["row", "l\(level)"]
      parent = resolver.resolve(Element(.stack, classes: classes), below: parent)
      for kind in ElementKind.allCases {
        _ = resolver.resolve(Element(kind, classes: ["name"]), below: parent)
      }
    }
  }

  /// A wide tree of `n` cards, each the same, so that all but the first come from the cache.
  private func resolveCards(_ n: Int) {
    let resolver = ElementResolver(sheet: sheet)
    let root = resolver.resolve(Element(.view), below: nil)
    for _ in 0..<n {
      let card = resolver.resolve(Element(.stack, classes: ["card"]), below: root)
      _ = resolver.resolve(Element(.text, classes: ["name"]), below: card)
      _ = resolver.resolve(Element(.button), below: card)
    }
  }

  @Test func aDeepTreeIsLinear() {
    let growth = Growth(from: 500) { n in WorkCounter.steps { resolveChain(n) } }
    #expect(growth.isLinear, "\(growth)")
  }

  @Test func aWideTreeIsLinear() {
    let growth = Growth(from: 2_000) { n in WorkCounter.steps { resolveCards(n) } }
    #expect(growth.isLinear, "\(growth)")
  }
}
