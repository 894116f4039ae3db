import CascadeElements
import CascadeViews

// Substitutes whose stylesheet state is set from outside, as an element's is: a label or a
// stack view has no state of its own, and a button's comes from its properties.

protocol StatefulSubstitute: View {
  var elementState: StyleState { get set }
}

final class StatefulLabel: Label, StatefulSubstitute {
  var elementState: StyleState = []
  override var styleState: StyleState { elementState }
}

final class StatefulStack: StackView, StatefulSubstitute {
  var elementState: StyleState = []
  override var styleState: StyleState { elementState }
}

final class StatefulButton: Button, StatefulSubstitute {
  var elementState: StyleState = []
  override var styleState: StyleState { elementState }
}

final class StatefulImage: ImageView, StatefulSubstitute {
  var elementState: StyleState = []
  override var styleState: StyleState { elementState }
}

final class StatefulField: TextField, StatefulSubstitute {
  var elementState: StyleState = []
  override var styleState: StyleState { elementState }
}

final class StatefulView: View, StatefulSubstitute {
  var elementState: StyleState = []
  override var styleState: StyleState { elementState }
}

extension RandomTree {
  /// The tree as substitute views of the same shape, kinds, classes, states and traits.
  func substitutes(root traits: Traits) -> [View] {
    let seen = self.traits(root: traits)
    var views: [View] = []
    for (index, node) in nodes.enumerated() {
      let view = Self.substitute(for: node.element)
      if let parent = node.parent { views[parent].addSubview(view) }
      if seen[index] != node.parent.map({ seen[$0] }) ?? traits { view.styleTraits = seen[index] }
      views.append(view)
    }
    return views
  }

  private static func substitute(for element: Element) -> View {
    let view: any StatefulSubstitute =
      switch element.kind {
      case .text: StatefulLabel()
      case .stack: StatefulStack()
      case .button: StatefulButton()
      case .image: StatefulImage()
      case .textField: StatefulField()
      case .view: StatefulView()
      }
    view.elementState = element.state
    view.styleClasses = element.classes
    return view
  }
}
