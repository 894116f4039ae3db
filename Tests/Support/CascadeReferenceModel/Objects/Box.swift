import Cascade

/// The stylable object of the random worlds: a tree node with a property of every kind a
/// setter writes, stored and final so that setters rooted at `Box` and at ``Tag`` name them
/// alike.
///
/// It reports its changes, as the substitute views do, so that the engine restyles only
/// what changed and the model, which styles everything, checks that this loses nothing.
class Box: Stylable {
  var styleClasses: Set<String> = [] {
    didSet { setNeedsRestyle() }
  }
  var styleState: StyleState = [] {
    didSet { setNeedsRestyle() }
  }
  var styleTraits: Traits? {
    didSet { setNeedsRestyle() }
  }
  let styleStorage = StyleStorage(reportsChanges: true)
  private(set) weak var parent: Box?
  private(set) var children: [Box] = []

  final var color: Int
  final var label: String
  final var margins: Insets
  /// A title per title state (see ``ObjectValues/titleStates``). A missing title reads as
  /// `""`, and the title setter reads and writes back `""` for it: a title's original is
  /// its value as read, so an object styled and then unstyled may hold `""` where it held
  /// nothing, and reads the same.
  final var titles: [Int: String]

  /// Creates an object with the given values, outside any tree.
  init(values: ObjectValues) {
    color = values.color
    label = values.label
    margins = values.margins
    titles = [:]
    for (state, title) in zip(ObjectValues.titleStates, values.titles) where !title.isEmpty {
      titles[state] = title
    }
  }

  var styleParent: (any Stylable)? { parent }
  var styleChildren: [any Stylable] { children }

  /// The title for a title state, `""` when it has none.
  func title(for state: Int) -> String { titles[state] ?? "" }

  /// Appends a child, taking it from its parent first.
  func add(_ child: Box) {
    child.removeFromParent()
    children.append(child)
    child.parent = self
    child.setNeedsRestyle()
  }

  /// Takes this object, with its subtree, out of its parent.
  func removeFromParent() {
    parent?.children.removeAll { $0 === self }
    parent = nil
  }

  /// The values of the properties a stylesheet sets.
  var values: ObjectValues {
    ObjectValues(
      color: color, label: label, margins: margins,
      titles: ObjectValues.titleStates.map { title(for: $0) }, weight: nil)
  }
}
