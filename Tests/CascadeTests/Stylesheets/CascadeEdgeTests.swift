import Cascade
import Testing

@Suite struct CascadeSelectorEdgeTests {
  @Test func aLayeredSheetKeepsItsLayersInsideAnotherLayering() throws {
    let base = Stylesheet("Base") { Rule(Node.self, classes: ["a"]) { Setter(\.color, 1) } }
    let feature = Stylesheet("Feature") { Rule(Node.self) { Setter(\.color, 2) } }
    let overrides = Stylesheet("Overrides") { Rule(Node.self) { Setter(\.size, 3) } }
    let node = Node(["a"])
    try Stylesheet.layered([Stylesheet.layered([base, feature]), overrides]).apply(to: node)
    #expect(node.color == 2)
    #expect(node.size == 3)
  }

  @Test func aParentAndAnAncestorRequirementMustBothHold() throws {
    let sheet = Stylesheet {
      Rule(
        Leaf.self, inside: StyleSelector(classes: ["card"]),
        childOf: StyleSelector(classes: ["row"])
      ) {
        Setter(\.color, 1)
      }
    }
    let card = Node(["card"])
    let inCard = card.add(Node(["row"])).add(Leaf())
    let outsideCard = Node(["row"]).add(Leaf())
    try sheet.apply(to: card)
    try sheet.apply(to: outsideCard)
    #expect(inCard.color == 1)
    #expect(outsideCard.color == 0)
  }

  @Test func aTypeSelectorOutranksOneWithoutAType() throws {
    let sheet = Stylesheet {
      Rule(Node.self) { Setter(\.color, 1) }
      Rule(StyleSelector(classes: []), style: Style<Node> { Setter(\.color, 2) })
    }
    let node = Node()
    try sheet.apply(to: node)
    #expect(node.color == 1)
  }
}

@Suite struct CascadeTraitsTests {
  @Test func aSubtreesOwnTraitsOverrideTheContexts() throws {
    let compact = TraitCondition("compact") { $0.density == .compact }
    let sheet = Stylesheet { Rule(Leaf.self, when: compact) { Setter(\.size, 1) } }
    let root = Node()
    let panel = root.add(Node())
    panel.styleTraits = Traits().setting(DensityKey.self, to: .compact)
    let inside = panel.add(Leaf())
    let outside = root.add(Leaf())
    try sheet.apply(to: root)
    #expect(inside.size == 1)
    #expect(outside.size == 0)
  }
}
