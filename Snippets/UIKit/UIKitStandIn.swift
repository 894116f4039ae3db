// Style UIKit views with Cascade alone: key paths into UIKit, and a per-state custom setter.

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
