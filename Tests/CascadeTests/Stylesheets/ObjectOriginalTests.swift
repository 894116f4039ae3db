import Cascade
import Testing

/// An object that gives the cascade its own originals gets exactly those back.
@Suite struct ObjectOriginalTests {
  @Test func aValueInheritedBeforeStylingIsInheritedAgainAfterIt() throws {
    let parent = Swatch()
    parent.color = "red"
    let child = parent.add(Swatch())
    child.styleClasses = ["accent"]
    let sheet = Stylesheet("Swatches") {
      Rule(Swatch.self, classes: ["accent"]) { Setter(\.color, "blue") }
    }
    try sheet.apply(to: parent)
    #expect(child.color == "blue")
    child.styleClasses = []
    try sheet.apply(to: parent)
    parent.color = "green"
    #expect(child.color == "green")
    #expect(child.restored == ["color"])
  }

  @Test func anObjectWithoutOriginalsOfItsOwnGetsTheSettersValueBack() throws {
    let node = Node(["big"])
    node.size = 3
    let sheet = Stylesheet("Nodes") { Rule(Node.self, classes: ["big"]) { Setter(\.size, 9) } }
    try sheet.apply(to: node)
    node.styleClasses = []
    try sheet.apply(to: node)
    #expect(node.size == 3)
  }
}

/// A stylable object whose color is inherited from its parent until it has its own, as a
/// view's tint is.
private final class Swatch: Stylable, PropertyNaming {
  var styleClasses: Set<String> = []
  var styleState: StyleState = []
  private(set) weak var parent: Swatch?
  private(set) var children: [Swatch] = []
  let styleStorage = StyleStorage()
  private(set) var restored: [String] = []

  private var ownColor: String?
  var color: String {
    get { ownColor ?? parent?.color ?? "system" }
    set { ownColor = newValue }
  }

  var styleParent: (any Stylable)? { parent }
  var styleChildren: [any Stylable] { children }
  static var propertyNames: [AnyKeyPath: String] { [\Swatch.color: "color"] }

  func add(_ child: Swatch) -> Swatch {
    children.append(child)
    child.parent = self
    return child
  }

  /// The color's original is whether it was the swatch's own, and which.
  func styleOriginal(of property: String) -> (any Sendable)? {
    property == "color" ? Kept(value: ownColor) : nil
  }

  func restoreStyleOriginal(_ original: any Sendable, of property: String) {
    guard property == "color", let kept = original as? Kept else { return }
    ownColor = kept.value
    restored.append(property)
  }

  struct Kept: Sendable {
    let value: String?
  }
}
