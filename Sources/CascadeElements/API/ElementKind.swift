public import CascadeViews

/// What an element is, as a stylesheet selects it: each kind answers to the type of the
/// substitute view it stands for, so a rule for `Label` (or `Text`) styles a text element
/// as it styles a label.
///
/// ```swift
/// ElementKind.text.typeName  // "Label"
/// ```
public enum ElementKind: Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// Text: SwiftUI's `Text`, UIKit's `UILabel`.
  ///
  /// ```swift
  /// let title = Element(.text, classes: ["title"])  // styled by `Label.title` or `Text.title`
  /// ```
  case text

  /// A stack of views: SwiftUI's `VStack` and `HStack`, UIKit's `UIStackView`.
  ///
  /// ```swift
  /// let card = Element(.stack, classes: ["card"])  // styled by `StackView.card` or `.card`
  /// ```
  case stack

  /// A button: SwiftUI's `Button`, UIKit's `UIButton`.
  ///
  /// ```swift
  /// let follow = Element(.button, classes: ["primary"], state: .highlighted)
  /// ```
  case button

  /// An image: SwiftUI's `Image`, UIKit's `UIImageView`.
  ///
  /// ```swift
  /// let avatar = Element(.image, classes: ["avatar"])  // styled by `Image.avatar`
  /// ```
  case image

  /// An editable line of text: SwiftUI's `TextField`, UIKit's `UITextField`.
  ///
  /// ```swift
  /// let search = Element(.textField, classes: ["search"], state: .focused)
  /// ```
  case textField

  /// Any other view, which only rules for `View` (and rules without a type) select.
  ///
  /// ```swift
  /// let badge = Element(.view, classes: ["badge"])  // styled by `View.badge` or `.badge`
  /// ```
  case view

  /// The name of the substitute type a text sheet selects the kind by, as
  /// `StyleVocabulary.standard` registers it.
  ///
  /// ```swift
  /// ElementKind.stack.typeName  // "StackView"
  /// ```
  public var typeName: String { "\(substituteType)" }

  /// The substitute view type whose rules style the kind.
  ///
  /// ```swift
  /// ElementKind.button.substituteType == Button.self  // true
  /// ```
  public var substituteType: View.Type {
    switch self {
    case .text: Label.self
    case .stack: StackView.self
    case .button: Button.self
    case .image: ImageView.self
    case .textField: TextField.self
    case .view: View.self
    }
  }

  /// The kind's name, such as `text`.
  ///
  /// ```swift
  /// print(ElementKind.textField)  // textField
  /// ```
  public var description: String {
    switch self {
    case .text: "text"
    case .stack: "stack"
    case .button: "button"
    case .image: "image"
    case .textField: "textField"
    case .view: "view"
    }
  }
}
