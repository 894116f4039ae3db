// Let UIKit views take part in stylesheets: adopt Stylable on your own view classes.

import Cascade

// snippet.hide
// Stand-ins for the UIKit types styled below, with UIKit's names, main-actor isolation and
// property types (Double for CGFloat), so that the lines below compile on Linux. On an
// Apple platform, delete them and import UIKit instead.
final class UIColor: Sendable, CustomStringConvertible {
  let description: String
  init(_ name: String) { description = name }
  static let label = UIColor("label")
  static let secondaryLabel = UIColor("secondaryLabel")
  static let systemBackground = UIColor("systemBackground")
  static let tintColor = UIColor("tintColor")
  static let white = UIColor("white")
}

enum NSTextAlignment: Sendable {
  case left, center, right, justified, natural
}

@MainActor class CALayer {
  var cornerRadius = 0.0
}

@MainActor class UIView {
  let layer = CALayer()
  var alpha = 1.0
  var backgroundColor: UIColor?
  var clipsToBounds = false
  private(set) var subviews: [UIView] = []
  private(set) weak var superview: UIView?

  func addSubview(_ view: UIView) {
    subviews.append(view)
    view.superview = self
  }
}

@MainActor class UILabel: UIView {
  var text: String?
  var textColor: UIColor! = .label
  var textAlignment = NSTextAlignment.natural
  var numberOfLines = 1
}

@MainActor class UIControl: UIView {
  struct State: OptionSet, Hashable, Sendable {
    let rawValue: UInt
    static let normal = State([])
    static let highlighted = State(rawValue: 1 << 0)
    static let disabled = State(rawValue: 1 << 1)
    static let selected = State(rawValue: 1 << 2)
  }

  var isEnabled = true
  var isHighlighted = false
  var isSelected = false
}

@MainActor class UIButton: UIControl {
  private var titleColors: [UInt: UIColor] = [:]

  func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
    titleColors[state.rawValue] = color
  }

  func titleColor(for state: UIControl.State) -> UIColor? {
    titleColors[state.rawValue] ?? titleColors[UIControl.State.normal.rawValue]
  }
}
// snippet.show
extension UIView {
  /// The nearest ancestor that takes part in stylesheets, looking past plain views.
  var stylableAncestor: (any Stylable)? {
    guard let superview else { return nil }
    return superview as? any Stylable ?? superview.stylableAncestor
  }

  /// The nearest descendants that take part in stylesheets, looking past plain views.
  var stylableDescendants: [any Stylable] {
    subviews.flatMap { view in
      (view as? any Stylable).map { [$0] } ?? view.stylableDescendants
    }
  }
}

extension Stylable where Self: UIView {
  @MainActor var styleParent: (any Stylable)? { stylableAncestor }
  @MainActor var styleChildren: [any Stylable] { stylableDescendants }
}

final class CardView: UIView, @MainActor Stylable {
  var styleClasses: Set<String> = []
  var styleState: StyleState { [] }
  let styleStorage = StyleStorage()
}

final class CardLabel: UILabel, @MainActor Stylable {
  var styleClasses: Set<String> = []
  var styleState: StyleState { [] }
  let styleStorage = StyleStorage()
}

final class CardButton: UIButton, @MainActor Stylable {
  var styleClasses: Set<String> = []
  var styleState: StyleState {
    var state: StyleState = []
    if isHighlighted { state.insert(.highlighted) }
    if isSelected { state.insert(.selected) }
    if !isEnabled { state.insert(.disabled) }
    return state
  }
  let styleStorage = StyleStorage()
}

let sheet = Stylesheet("Cards") {
  Rule(CardView.self, classes: ["card"]) {
    Setter(\.backgroundColor, .systemBackground)
    Setter(\.layer.cornerRadius, 12)
  }
  Rule(CardLabel.self, inside: StyleSelector(CardView.self, classes: ["card"])) {
    Setter(\.textColor, .secondaryLabel)
    Setter(\.numberOfLines, 2)
  }
  Rule(CardButton.self, state: .highlighted) { Setter(\.alpha, 0.6) }
}

let card = CardView()
card.styleClasses = ["card"]
let row = UIView()  // a plain view, between the card and its label and button
let caption = CardLabel()
let more = CardButton()
card.addSubview(row)
row.addSubview(caption)
row.addSubview(more)

try sheet.apply(to: card)
print("card corners \(card.layer.cornerRadius), caption \(caption.textColor.description)")
// card corners 12.0, caption secondaryLabel

more.isHighlighted = true
try sheet.apply(to: more)
print("pressed: alpha \(more.alpha)")  // pressed: alpha 0.6
