public import CascadeViews

/// One element of a tree that is described, not built: its kind, its style classes and
/// its state — what a stylesheet's rules select, apart from its ancestors and traits.
///
/// ```swift
/// let follow = Element(.button, classes: ["primary"], state: .highlighted)
/// ```
public struct Element: Sendable, Hashable, CustomStringConvertible {
  /// What the element is.
  ///
  /// ```swift
  /// let follow = Element(.button, classes: ["primary"])
  /// follow.kind.typeName  // "Button": a sheet's `Button.primary` rules select it
  /// ```
  public var kind: ElementKind

  /// Its style classes, such as `card` or `title`.
  ///
  /// ```swift
  /// var row = Element(.stack, classes: ["row"])
  /// row.classes.insert("unread")
  /// row.description  // "StackView.row.unread"
  /// ```
  public var classes: Set<String>

  /// Its interaction states: `.highlighted` for pressed, `.disabled`, `.focused`,
  /// `.selected`.
  ///
  /// ```swift
  /// var follow = Element(.button, classes: ["primary"])
  /// follow.state.insert(.highlighted)  // pressed
  /// follow.description  // "Button.primary:highlighted"
  /// ```
  public var state: StyleState

  /// Creates an element.
  ///
  /// ```swift
  /// let title = Element(.text, classes: ["title"])
  /// ```
  ///
  /// - Parameters:
  ///   - kind: What the element is.
  ///   - classes: Its style classes.
  ///   - state: Its interaction states.
  public init(_ kind: ElementKind, classes: Set<String> = [], state: StyleState = []) {
    self.kind = kind
    self.classes = classes
    self.state = state
  }

  /// The element as a sheet selects it, with SwiftUI's type names where a sheet takes them:
  /// `Text.title`, `Image`, `Button.primary:highlighted`.
  var sheetDescription: String {
    let name =
      switch kind {
      case .text: "Text"
      case .image: "Image"
      default: kind.typeName
      }
    return name + description.dropFirst(kind.typeName.count)
  }

  /// The element as CSS writes it: `Label.title:highlighted`, with a class that is no CSS
  /// identifier as it is escaped, as a sheet would write it (`View.\31 23` for the class
  /// `123`).
  ///
  /// ```swift
  /// let title = Element(.text, classes: ["title", "123"], state: .highlighted)
  /// print(title)  // Label.\31 23.title:highlighted
  /// ```
  public var description: String {
    var text = kind.typeName + classes.sorted().map { "." + CSSIdentifier.escaped($0) }.joined()
    if !state.isEmpty { text += ":\(state)" }
    return text
  }
}
