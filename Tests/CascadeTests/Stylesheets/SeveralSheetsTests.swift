import Cascade
import Testing

/// Several sheets style one tree: each keeps its own part, by name; where two set one
/// property, the sheet that first styled the object earlier loses.
@Suite struct SeveralSheetsTests {
  let app = Stylesheet("App") { Rule(Node.self) { Setter(\.color, 5) } }
  let feature = Stylesheet("Feature") { Rule(Node.self) { Setter(\.size, 4) } }

  @Test func aSecondSheetKeepsWhatTheFirstSet() throws {
    let node = Node()
    try app.apply(to: node)
    try feature.apply(to: node)
    #expect((node.color, node.size) == (5, 4))
    try app.apply(to: node)
    #expect((node.color, node.size) == (5, 4))
  }

  @Test func theSheetThatFirstStyledLaterWinsAPropertyBothSet() throws {
    let overriding = Stylesheet("Overriding") { Rule(Node.self) { Setter(\.color, 9) } }
    let node = Node()
    try app.apply(to: node)
    try overriding.apply(to: node)
    #expect(node.color == 9)
    try app.apply(to: node)
    #expect(node.color == 9)
    let property = try #require(app.explanation(for: node).properties.first)
    #expect(property.value == "9")
    #expect(property.sheet == "Overriding")
  }

  @Test func aNewVersionOfASheetReplacesItsPartAndRestoresWhatItNoLongerSets() throws {
    let node = Node()
    node.color = 1
    try app.apply(to: node)
    try feature.apply(to: node)
    try Stylesheet("App") { Rule(Node.self) { Setter(\.label, "new") } }.apply(to: node)
    #expect((node.color, node.size, node.label) == (1, 4, "new"))
  }

  @Test func removingASheetRestoresWhatTheOtherSheetOrTheOriginalGives() throws {
    let overriding = Stylesheet("Overriding") {
      Rule(Node.self) {
        Setter(\.color, 9)
        Setter(\.label, "overridden")
      }
    }
    let node = Node()
    node.label = "original"
    try app.apply(to: node)
    try overriding.apply(to: node)
    try overriding.remove(from: node)
    #expect((node.color, node.label) == (5, "original"))
    try app.remove(from: node)
    #expect(node.color == 0)
  }

  @Test func eachSheetRestylesOnlyItsOwnPartAfterAChange() throws {
    let classy = Stylesheet("Classy") { Rule(Node.self, classes: ["a"]) { Setter(\.size, 7) } }
    let node = Node(["a"])
    try app.apply(to: node)
    try classy.apply(to: node)
    node.styleClasses = []
    try classy.apply(to: node)
    #expect((node.color, node.size) == (5, 0))
  }
}
