/// A substitute for UIKit's `UITextField`: a view that edits one line of text.
///
/// ```swift
/// let search = TextField()
/// search.style(Style<TextField>().placeholder("Search").borderStyle(.roundedRect))
/// ```
open class TextField: View {
  /// How the field's border is drawn; mirrors `UITextField.BorderStyle`.
  ///
  /// ```swift
  /// let search = Style<TextField> { Setter(\.borderStyle, .roundedRect) }
  /// ```
  public enum BorderStyle: Sendable, Hashable, CaseIterable {
    /// No border.
    case none
    /// A thin rectangle.
    case line
    /// A bezel, as on a classic inset field.
    case bezel
    /// A rounded rectangle.
    case roundedRect
  }

  /// The text in the field. UIKit's default: `nil`.
  ///
  /// ```swift
  /// textField.text = "ada@example.com"
  /// ```
  public var text: String? {
    didSet { noteChange("text", oldValue, text) }
  }
  /// The text shown while the field is empty. UIKit's default: `nil`.
  ///
  /// ```swift
  /// let email = Style<TextField> { Setter(\.placeholder, "Email") }
  /// ```
  public var placeholder: String? {
    didSet { noteChange("placeholder", oldValue, placeholder) }
  }
  /// The color of the placeholder. UIKit's default: gray (the placeholder text color).
  ///
  /// ```swift
  /// let faint = Style<TextField> { Setter(\.placeholderColor, .gray.opacity(0.6)) }
  /// ```
  public var placeholderColor: Color = .gray {
    didSet { noteChange("placeholderColor", oldValue, placeholderColor) }
  }
  /// The font of the text. UIKit's default: the 17-point system font.
  ///
  /// ```swift
  /// let body = Style<TextField> { Setter(\.font, .body) }
  /// ```
  public var font: Font = .system(size: 17) {
    didSet { noteChange("font", oldValue, font) }
  }
  /// The color of the text. UIKit's default: black (the label color in light mode).
  ///
  /// ```swift
  /// let ink = Style<TextField> { Setter(\.textColor, .black) }
  /// ```
  public var textColor: Color = .black {
    didSet { noteChange("textColor", oldValue, textColor) }
  }
  /// How the border is drawn. UIKit's default: `.none`.
  ///
  /// ```swift
  /// let search = Style<TextField> { Setter(\.borderStyle, .roundedRect) }
  /// ```
  public var borderStyle: BorderStyle = .none {
    didSet { noteChange("borderStyle", oldValue, borderStyle) }
  }
  /// Whether the text is hidden as it is typed, for passwords. UIKit's default: `false`.
  ///
  /// ```swift
  /// let password = Style<TextField> { Setter(\.isSecureTextEntry, true) }
  /// ```
  public var isSecureTextEntry = false {
    didSet { noteChange("isSecureTextEntry", oldValue, isSecureTextEntry) }
  }

  /// Creates an empty field with UIKit's default property values.
  ///
  /// ```swift
  /// let field = TextField()
  /// ```
  public override init() {}

  /// The names of the properties a style sets, the field's own and those it inherits.
  ///
  /// ```swift
  /// TextField.propertyNames[\TextField.placeholder]  // "placeholder"
  /// ```
  open override class var propertyNames: [AnyKeyPath: String] {
    return super.propertyNames.merging(PropertyNames.textField(Self.self)) { _, own in own }
  }
}
