import Cascade
import Testing

/// Each property ends with the value of the last setter, in cascade order, that writes it
/// or a part of it, as composing the matching rules' styles in that order leaves it.
@Suite struct CascadeOrderTests {
  @Test func aPartSetByAMoreSpecificRuleWinsOverAWholeValue() throws {
    let general = Style<Node> { Setter(\.insets.top, 20) }
    let whole = Style<Node> { Setter(\.insets, Insets(top: 0, bottom: 0)) }
    let specific = Style<Node> { Setter(\.insets.top, 5) }
    let sheet = Stylesheet {
      Rule(StyleSelector(Node.self), style: general)
      Rule(StyleSelector(Node.self, classes: ["x"]), style: whole)
      Rule(StyleSelector(Node.self, classes: ["x", "y"]), style: specific)
    }
    let node = Node(["x", "y"])
    try sheet.apply(to: node)

    var composed = Node()
    Style.compose(general, whole, specific).apply(to: &composed)
    #expect(node.insets.top == 5)
    #expect(node.insets == composed.insets)
  }

  @Test func aWholeValueSetByAMoreSpecificRuleWinsOverAPart() throws {
    let sheet = Stylesheet {
      Rule(Node.self, classes: ["x"]) { Setter(\.insets.top, 5) }
      Rule(Node.self, classes: ["x", "y"]) { Setter(\.insets, Insets(top: 1, bottom: 2)) }
    }
    let node = Node(["x", "y"])
    try sheet.apply(to: node)
    #expect(node.insets == Insets(top: 1, bottom: 2))
  }

  /// A sheet whose adaptive block sets `size` between a rule for every node and a more
  /// specific rule, and the line of the more specific rule.
  private static func adaptiveBetweenTwoRules() -> (Stylesheet, line: Int) {
    let line = #line + 4
    let sheet = Stylesheet {
      Rule(Node.self) { Setter(\.size, 2) }
      Rule(Node.self, classes: ["x"]) { Style.adaptive { _ in Setter(\.size, 5) } }
      Rule(Node.self, classes: ["x", "y"]) { Setter(\.size, 9) }
    }
    return (sheet, line)
  }

  @Test func anAdaptiveBlockLosesToAMoreSpecificRule() throws {
    let (sheet, line) = Self.adaptiveBetweenTwoRules()
    let node = Node(["x", "y"])
    try sheet.apply(to: node)
    #expect(node.size == 9)
    let property = try #require(sheet.explanation(for: node).properties.first)
    let source: String = "Node.x.y (CascadeTests/CascadeOrderTests.swift:\(line))"
    #expect(property.name == "size")
    #expect(property.value == "9")
    #expect(property.source == source)
  }

  @Test func anAdaptiveBlockLosesToTheInlineStyle() throws {
    let (sheet, _) = Self.adaptiveBetweenTwoRules()
    let node = Node(["x", "y"])
    try sheet.apply(to: node)
    node.setInlineStyle(Style<Node> { Setter(\.size, 1) })
    try sheet.apply(to: node)
    let source: String? = sheet.explanation(for: node).properties.first?.source
    #expect(node.size == 1)
    #expect(source == "inline style")
  }

  @Test func anAdaptiveBlocksPropertiesAreRestoredWhenItsRuleStopsMatching() throws {
    let sheet = Stylesheet {
      Rule(Node.self, classes: ["x"]) {
        Style.adaptive { traits in
          if traits.density == .compact { Setter(\.size, 1) } else { Setter(\.color, 2) }
        }
      }
    }
    let node = Node(["x"])
    node.size = 7
    node.color = 8
    var compact = Traits()
    compact.density = .compact
    try sheet.apply(to: node, in: StyleContext(traits: compact))
    #expect((node.size, node.color) == (1, 8))
    try sheet.apply(to: node)
    #expect((node.size, node.color) == (7, 2))
    node.styleClasses = []
    try sheet.apply(to: node)
    #expect((node.size, node.color) == (7, 8))
  }

  @Test func aWholeValueJoiningAPartReadsTheOriginalNotThePart() throws {
    let sheet = Stylesheet {
      Rule(Node.self) { Setter(\.insets.top, 5) }
      Rule(Node.self, classes: ["x"]) { Setter(\.insets, Insets(top: 1, bottom: 1)) }
    }
    let node = Node()
    node.insets = Insets(top: 3, bottom: 4)
    try sheet.apply(to: node)
    #expect(node.insets == Insets(top: 5, bottom: 4))
    node.styleClasses = ["x"]
    try sheet.apply(to: node)
    #expect(node.insets == Insets(top: 1, bottom: 1))
    node.styleClasses = []
    try sheet.apply(to: node)
    #expect(node.insets == Insets(top: 5, bottom: 4))
    node.styleClasses = ["x"]
    try sheet.apply(to: node)
    try sheet.remove(from: node)  // puts back both at once, in either order
    #expect(node.insets == Insets(top: 3, bottom: 4))
  }
}
