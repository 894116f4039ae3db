// Style UIKit views with Cascade alone, without CascadeUIKit: key paths, a setter, a sheet.

import Cascade

// snippet.hide
// Stand-ins for the UIKit types styled below, with UIKit's names, main-actor isolation and
// property types (Double for CGFloat), so that the lines below compile on Linux. On an
// Apple platform, delete them and import UIKit instead, and do not link CascadeUIKit: it
// makes every UIView Stylable already, so the conformances below would be redundant.
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
/// The app's styles. UIKit's views belong to the main actor, and so do key paths to their
/// properties, so the styles do too.
@MainActor enum Styles {
  static let caption = Style<UILabel> {
    Setter(\.textColor, .secondaryLabel)
    Setter(\.textAlignment, .center)
    Setter(\.numberOfLines, 2)
  }

  static let rounded = Style<UIView> {
    Setter(\.layer.cornerRadius, 8)  // through the view's layer
    Setter(\.clipsToBounds, true)
  }

  static let badge = Style<UILabel> {
    rounded.lifted(upcast: { (label: UILabel) in label })
    caption
    Setter(\.backgroundColor, .tintColor)
    Setter(\.textColor, .white)
  }
}

let label = UILabel()
Styles.badge.apply(to: label)
let background = label.backgroundColor?.description ?? "none"
print("\(label.textColor.description) on \(background), corners \(label.layer.cornerRadius)")
// white on tintColor, corners 8.0

extension Setter where Root: UIButton, Value == UIColor? {
  /// Sets the title color for a control state, through `setTitleColor(_:for:)`.
  static func titleColor(
    _ color: UIColor?, for state: UIControl.State, fileID: String = #fileID, line: Int = #line
  ) -> Setter {
    Setter(
      .named("titleColor[\(state.rawValue)]"), value: color, fileID: fileID, line: line,
      read: { button in MainActor.assumeIsolated { button.titleColor(for: state) } }
    ) { button, color in
      MainActor.assumeIsolated { button.setTitleColor(color, for: state) }
    }
  }
}

let link = Style<UIButton> {
  Setter.titleColor(.tintColor, for: .normal)
  Setter.titleColor(.secondaryLabel, for: .highlighted)
  Setter.titleColor(.label, for: .normal)  // overrides the first
}
let button = UIButton()
link.apply(to: button)
let normal = button.titleColor(for: .normal)?.description ?? "none"
print("\(link.count) setters; normal \(normal)")
// 2 setters; normal label

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

// Without CascadeUIKit, an app's views adopt Stylable themselves. With it, every UIView
// already has, and a subclass reports its own state through CustomStylable instead (the
// snippet UIKitSubclass).
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
