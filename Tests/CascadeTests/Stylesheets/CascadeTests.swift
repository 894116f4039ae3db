import Cascade
import Testing

@Suite struct CascadeTests {
  @Test func aTypeRuleStylesEverySubclass() throws {
    let sheet = Stylesheet { Rule(Node.self) { Setter(\.color, 1) } }
    let leaf = Leaf()
    try sheet.apply(to: leaf)
    #expect(leaf.color == 1)
  }

  @Test(arguments: [
    // (rules in declaration order, classes of the node, expected color)
    (["type", "class"], ["a"], 2), (["class", "type"], ["a"], 2),
    (["type", "subtype"], [], 3), (["subtype", "type"], [], 3),
    (["class", "twoClasses"], ["a", "b"], 4), (["type", "type again"], [], 5),
  ])
  func specificityThenDeclarationOrderDecide(
    rules: [String], classes: [String], expected: Int
  )
    throws
  {
    let available: [String: Rule] = [
      "type": Rule(Node.self) { Setter(\.color, 1) },
      "class": Rule(Node.self, classes: ["a"]) { Setter(\.color, 2) },
      "subtype": Rule(Leaf.self) { Setter(\.color, 3) },
      "twoClasses": Rule(Node.self, classes: ["a", "b"]) { Setter(\.color, 4) },
      "type again": Rule(Node.self) { Setter(\.color, 5) },
    ]
    let sheet = Stylesheet {
      for name in rules { if let rule = available[name] { rule } }
    }
    let leaf = Leaf(Set(classes))
    try sheet.apply(to: leaf)
    #expect(leaf.color == expected)
  }

  @Test func aStateRuleAppliesWhileInThatStateAndIsUndoneAfter() throws {
    let sheet = Stylesheet {
      Rule(Node.self) { Setter(\.size, 1) }
      Rule(Node.self, state: .highlighted) { Setter(\.color, 9) }
    }
    let node = Node()
    node.color = 7
    try sheet.apply(to: node)
    #expect(node.color == 7)
    node.styleState = .highlighted
    try sheet.apply(to: node)
    #expect(node.color == 9)
    node.styleState = []
    try sheet.apply(to: node)
    #expect(node.color == 7)
    #expect(node.size == 1)
  }

  @Test func removingAClassRestoresTheOriginalValue() throws {
    let sheet = Stylesheet { Rule(Node.self, classes: ["title"]) { Setter(\.label, "Title") } }
    let node = Node(["title"])
    node.label = "original"
    try sheet.apply(to: node)
    #expect(node.label == "Title")
    node.styleClasses = []
    try sheet.apply(to: node)
    #expect(node.label == "original")
  }

  @Test func descendantAndChildSelectorsFollowTheTree() throws {
    let sheet = Stylesheet {
      Rule(Leaf.self, inside: StyleSelector(classes: ["card"])) { Setter(\.color, 1) }
      Rule(Leaf.self, childOf: StyleSelector(classes: ["row"])) { Setter(\.size, 2) }
    }
    let card = Node(["card"])
    let row = card.add(Node(["row"]))
    let direct = row.add(Leaf())
    let deep = row.add(Node()).add(Leaf())
    let outside = Leaf()
    for root in [card, outside] { try sheet.apply(to: root) }
    #expect(direct.color == 1 && direct.size == 2)
    #expect(deep.color == 1 && deep.size == 0)
    #expect(outside.color == 0)
  }

  @Test func reparentingOutOfADescendantRuleRestores() throws {
    let sheet = Stylesheet {
      Rule(Leaf.self, inside: StyleSelector(classes: ["card"])) { Setter(\.weight, 5) }
    }
    let card = Node(["card"])
    let plain = Node()
    let leaf = card.add(Leaf())
    try sheet.apply(to: card)
    #expect(leaf.weight == 5)
    plain.add(leaf)
    try sheet.apply(to: plain)
    #expect(leaf.weight == 0)
    card.add(leaf)
    try sheet.apply(to: leaf)
    #expect(leaf.weight == 5)
  }

  @Test func aSheetMeetingMoreCombinationsThanItsCacheKeepsStylingRight() throws {
    let sheet = Stylesheet {
      Rule(Leaf.self, inside: StyleSelector(classes: ["card"])) { Setter(\.color, 1) }
      Rule(Leaf.self, classes: ["wide"]) { Setter(\.size, 2) }
    }
    // Every leaf has classes of its own, so the cache meets 12,000 combinations and starts
    // over partway through, while the walk still holds the numbers of the cards it is in.
    let screen = Node()
    let cards = [screen.add(Node(["card"])), screen.add(Node())]
    var leaves: [(leaf: Leaf, inCard: Bool, isWide: Bool)] = []
    for index in 0..<12_000 {
      let isWide = index % 3 == 0
      let leaf = Leaf(isWide ? ["item\(index)", "wide"] : ["item\(index)"])
      cards[index % 2].add(leaf)
      leaves.append((leaf, index % 2 == 0, isWide))
    }
    for _ in 0..<2 {
      try sheet.apply(to: screen)
      #expect(leaves.allSatisfy { $0.leaf.color == ($0.inCard ? 1 : 0) })
      #expect(leaves.allSatisfy { $0.leaf.size == ($0.isWide ? 2 : 0) })
    }
  }

  @Test func aRuleWhoseStyleIsForASubclassLeavesOtherObjectsToWeakerRules() throws {
    let sheet = Stylesheet {
      Rule(Node.self) { Setter(\.color, 1) }
      Rule(StyleSelector(Node.self), style: Style<Leaf> { Setter(\.color, 2) })
    }
    let node = Node()
    let leaf = node.add(Leaf())
    try sheet.apply(to: node)
    #expect(node.color == 1)
    #expect(leaf.color == 2)
    let explained = sheet.explanation(for: node).properties.map(\.value)
    #expect(explained == ["1"])
  }

  @Test func childrenAreMatchedAgainstTheirParentAsStyled() throws {
    let sheet = Stylesheet {
      Rule(Leaf.self, inside: StyleSelector(state: .disabled)) { Setter(\.color, 5) }
    }
    let screen = Node()
    let disabled = screen.add(Node())
    let enabled = screen.add(Node())
    let inDisabled = disabled.add(Leaf())
    let inEnabled = enabled.add(Leaf())
    disabled.setInlineStyle(Style<Node> { Setter(\.styleState, .disabled) })
    for _ in 0..<2 {
      try sheet.apply(to: screen)
      #expect(inDisabled.color == 5)
      #expect(inEnabled.color == 0)
    }
  }

  @Test func aChildAddedWhileStylingItsParentIsStyledInTheSamePass() throws {
    let sheet = Stylesheet {
      Rule(Node.self, classes: ["host"]) {
        Setter<Node, Int>(.named("badge"), value: 1) { node, _ in
          if node.children.isEmpty { node.add(Leaf()) }
        }
      }
      Rule(Leaf.self) { Setter(\.color, 3) }
    }
    let host = Node(["host"])
    try sheet.apply(to: host)
    #expect((host.children.first as? Leaf)?.color == 3)
  }

  @Test func everyKindOfSetterIsRestoredWhenItsRuleStopsMatching() throws {
    let sheet = Stylesheet {
      Rule(Leaf.self, classes: ["a"]) {
        Setter(\.label, .token(.greeting))  // a token, resolved as it is written
        Setter(\.weight, 4)  // a key path of the subclass
        Setter<Leaf, Int>(.named("size"), value: 5, read: { $0.size }) { $0.size = $1 }
      }
      Rule(Node.self, classes: ["a"]) { Setter(\.color, 6) }  // lifted to the leaf
    }
    let leaf = Leaf(["a"])
    (leaf.label, leaf.weight, leaf.size, leaf.color) = ("label", 1, 2, 3)
    try sheet.apply(to: leaf)
    #expect(leaf.values == ["6", "5", "Hello", "4"])
    leaf.styleClasses = []
    try sheet.apply(to: leaf)
    #expect(leaf.values == ["3", "2", "label", "1"])
  }

  @Test func aCustomSetterOfAKeyPathIsRestoredThroughItsKeyPath() throws {
    // No `read`: the cascade reads and restores the property through the identity's key
    // path, and must not take the setter's own write for a read.
    let writes = Lock(0)
    let sheet = Stylesheet {
      Rule(Node.self, classes: ["a"]) {
        Setter<Node, Int>(.keyPath(\Node.size), value: 5) { node, size in
          writes.withLock { $0 += 1 }
          node.size = size
        }
      }
    }
    let node = Node(["a"])
    node.size = 2
    try sheet.apply(to: node)
    #expect((node.size, writes.withLock { $0 }) == (5, 1))
    node.styleClasses = []
    try sheet.apply(to: node)
    #expect((node.size, writes.withLock { $0 }) == (2, 1))
  }

  @Test func anObserverMayRestyleWhileAPropertyIsFirstWritten() throws {
    let sheet = Stylesheet {
      Rule(Observed.self, classes: ["a"]) { Setter(\.tint, 5) }
      Rule(Observed.self) { Setter(\.size, 1) }
    }
    let object = Observed(["a"])
    object.tint = 2
    object.size = 3
    var restyles = 0
    object.onTintChange = { [unowned object] in
      restyles += 1
      if restyles == 1 { try? sheet.apply(to: object) }
    }
    try sheet.apply(to: object)  // writes the tint, whose observer applies the sheet again
    #expect((object.tint, object.size) == (5, 1))
    object.onTintChange = nil
    object.styleClasses = []
    try sheet.apply(to: object)
    #expect((object.tint, object.size) == (2, 1))
  }

  @Test func anObserverMayRestyleWhileAPropertyIsRestored() throws {
    let sheet = Stylesheet {
      Rule(Observed.self, classes: ["a"]) { Setter(\.tint, 5) }
      Rule(Observed.self) { Setter(\.size, 1) }
    }
    let object = Observed(["a"])
    try sheet.apply(to: object)
    var restyles = 0
    object.onTintChange = { [unowned object] in
      restyles += 1
      if restyles == 1 { try? sheet.apply(to: object) }
    }
    object.styleClasses = []
    try sheet.apply(to: object)  // restores the tint, whose observer applies the sheet again
    #expect(object.tint == 0)
    #expect(object.size == 1)
  }

  @Test func traitConditionsReadTheContext() throws {
    let compact = TraitCondition("compact") { $0.density == .compact }
    let sheet = Stylesheet { Rule(Node.self, when: compact) { Setter(\.size, 1) } }
    let node = Node()
    try sheet.apply(
      to: node, in: StyleContext(traits: Traits().setting(DensityKey.self, to: .compact)))
    #expect(node.size == 1)
    try sheet.apply(to: node)
    #expect(node.size == 0)
  }

  @Test func anInlineStyleWinsOverEveryRule() throws {
    let sheet = Stylesheet { Rule(Node.self, classes: ["a", "b"]) { Setter(\.color, 1) } }
    let node = Node(["a", "b"])
    node.setInlineStyle(Style<Node> { Setter(\.color, 2) })
    try sheet.apply(to: node)
    #expect(node.color == 2)
    node.setInlineStyle(Style<Node>())
    try sheet.apply(to: node)
    #expect(node.color == 1)
  }

  @Test func removingAnInlineStyleRestoresWhatOnlyItSet() throws {
    let sheet = Stylesheet { Rule(Node.self) { Setter(\.color, 1) } }
    let node = Node()
    node.size = 7
    node.setInlineStyle(Style<Node> { Setter(\.size, 3) })
    try sheet.apply(to: node)
    #expect(node.size == 3)
    node.setInlineStyle(Style<Node>())
    try sheet.apply(to: node)
    #expect(node.size == 7)
    #expect(node.color == 1)
  }

  @Test func laterLayersWinWhateverTheSpecificity() throws {
    let app = Stylesheet("App") { Rule(Node.self, classes: ["a"]) { Setter(\.color, 1) } }
    let overrides = Stylesheet("Overrides") { Rule(Node.self) { Setter(\.color, 2) } }
    let node = Node(["a"])
    try Stylesheet.layered([app, overrides]).apply(to: node)
    #expect(node.color == 2)
    try Stylesheet.layered([overrides, app]).apply(to: node)
    #expect(node.color == 1)
  }

  @Test func aMissingTokenIsReportedAndTheRestApplied() {
    let sheet = Stylesheet {
      Rule(Node.self) {
        Setter(\.label, .token(.farewell))
        Setter(\.size, 3)
      }
    }
    let node = Node()
    #expect(throws: StylesheetError.self) { try sheet.apply(to: node) }
    #expect(node.size == 3)
  }
}
