import Testing

@testable import Cascade

/// Deep trees, large rules and many sheets: work grows linearly, memory stays bounded.
/// Serialized: the table test counts property names, which the large rule makes by the
/// hundred thousand.
@Suite(.serialized) struct CascadeScaleTests {
  /// A setter of a value kept by name, restorable.
  static func extra(_ name: String, _ value: Int) -> Setter<Node, Int> {
    Setter(.named(name), value: value, read: { $0.extras[name] ?? 0 }) { node, value in
      node.extras[name] = value
    }
  }

  @Test func aChainAHundredThousandDeepIsStyled() throws {
    var chain = [Node(["top"])]
    for _ in 1..<100_000 { chain.append(chain[chain.count - 1].add(Node())) }
    let sheet = Stylesheet {
      Rule(Node.self) { Setter(\.size, 1) }
      Rule(Node.self, childOf: StyleSelector(Node.self)) { Setter(\.color, 2) }
    }
    try sheet.apply(to: chain[0])
    #expect(chain.allSatisfy { $0.size == 1 })
    #expect(chain.dropFirst().allSatisfy { $0.color == 2 })
    // Released from the array, one at a time: a node releasing its children itself would
    // recurse as deep as the chain.
    for node in chain.reversed() { node.removeFromParent() }
  }

  @Test func restylingARuleOfAHundredThousandSettersAfterAClassChange() throws {
    let count = 100_000
    let wide = Style<Node> { for index in 0..<count { Self.extra("e\(index)", 1) } }
    let other = Style<Node> { for index in 0..<count { Self.extra("e\(index)", 2) } }
    let sheet = Stylesheet {
      Rule(StyleSelector(Node.self, classes: ["a"]), style: wide)
      Rule(StyleSelector(Node.self, classes: ["b"]), style: other)
    }
    let node = Node(["a"])
    try sheet.apply(to: node)
    node.styleClasses = ["b"]
    try sheet.apply(to: node)
    #expect(node.extras.count == count && node.extras.values.allSatisfy { $0 == 2 })
    node.styleClasses = []
    try sheet.apply(to: node)
    #expect(node.extras.values.allSatisfy { $0 == 0 })
  }

  @Test func propertyNumbersAreFreedWhenSheetsAreDropped() throws {
    func loadAndDrop(round: Int) throws {
      let sheet = Stylesheet("Round \(round)") {
        for rule in 0..<10 {
          Rule(Node.self) {
            for setter in 0..<100 { Self.extra("round \(round) rule \(rule) setter \(setter)", 1) }
            Style.adaptive { _ in Setter(\.size, rule) }
          }
        }
      }
      try sheet.apply(to: Node())
    }
    try loadAndDrop(round: 0)
    let before = PropertyNumbers.counts
    for round in 1...100 { try loadAndDrop(round: round) }
    let after = PropertyNumbers.counts
    // 100 rounds made 100,000 names; other tests running alongside make a few hundred.
    #expect(after.numbers - before.numbers < 5_000)
    #expect(after.living - before.living < 5_000)
  }
}
