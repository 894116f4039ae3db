import Cascade

/// A small stylable tree for stylesheet tests; its properties are final and stored, so
/// setters rooted at `Node` and at `Leaf` name them alike.
class Node: Stylable {
  var styleClasses: Set<String>
  var styleState: StyleState = []
  var styleTraits: Traits?
  private(set) weak var parent: Node?
  private(set) var children: [Node] = []
  let styleStorage = StyleStorage()

  final var color = 0
  final var size = 0
  final var label = ""
  final var insets = Insets()
  /// Values set by name, for rules with many custom setters.
  final var extras: [String: Int] = [:]

  init(_ classes: Set<String> = []) {
    styleClasses = classes
  }

  var styleParent: (any Stylable)? { parent }
  var styleChildren: [any Stylable] { children }

  @discardableResult
  func add<Child: Node>(_ child: Child) -> Child {
    child.removeFromParent()
    children.append(child)
    child.parent = self
    return child
  }

  func removeFromParent() {
    parent?.children.removeAll { $0 === self }
    parent = nil
  }

  /// This node and its descendants, parents first.
  var tree: [Node] { [self] + children.flatMap(\.tree) }

  /// The properties a stylesheet can set, for comparing nodes.
  var values: [String] { ["\(color)", "\(size)", label] + leafValues }
  var leafValues: [String] { [] }
}

final class Leaf: Node {
  final var weight = 0
  override var leafValues: [String] { ["\(weight)"] }
}

/// A stylable object whose tint has an observer, which may apply a stylesheet again.
final class Observed: Stylable {
  var styleClasses: Set<String>
  var styleState: StyleState = []
  var styleParent: (any Stylable)? { nil }
  var styleChildren: [any Stylable] { [] }
  let styleStorage = StyleStorage()
  var onTintChange: (() -> Void)?
  var tint = 0 {
    didSet { onTintChange?() }
  }
  var size = 0

  init(_ classes: Set<String>) {
    styleClasses = classes
  }
}
