import Cascade
import Testing

/// What an explanation of an object's style says: the winning rule, its value, and what
/// it overrode, with each rule's place in the source.
@Suite struct CascadeExplanationTests {
  @Test func theExplanationNamesTheWinnerAndItsValue() throws {
    let (explanation, _) = try Self.explanationOfAnOverride()
    let names: [String] = explanation.properties.map(\.name)
    #expect(names == ["color"])
    #expect(explanation.properties[0].value == "2")
    #expect(explanation.description.hasPrefix("Node .a\n  color = 2\n    from Node.a"))
  }

  @Test func theExplanationNamesTheRulesItOverrode() throws {
    let (explanation, line) = try Self.explanationOfAnOverride()
    let source: String = "Node.a (CascadeTests/CascadeExplanationTests.swift:\(line + 1))"
    let overridden: [String] = ["Node (CascadeTests/CascadeExplanationTests.swift:\(line))"]
    #expect(explanation.properties[0].source == source)
    #expect(explanation.properties[0].overridden == overridden)
  }

  /// The explanation of a node's color, which a rule for its class sets over a rule for
  /// every node, and the line of the rule for every node.
  private static func explanationOfAnOverride() throws -> (StyleExplanation, line: Int) {
    let line = #line + 2
    let sheet = Stylesheet {
      Rule(Node.self) { Setter(\.color, 1) }
      Rule(Node.self, classes: ["a"]) { Setter(\.color, 2) }
    }
    let node = Node(["a"])
    try sheet.apply(to: node)
    return (sheet.explanation(for: node), line)
  }
}
