/// A substitute for UIKit's `UILabel`: a view that shows text.
///
/// ```swift
/// let name = Label()
/// name.style(Style<Label>().font(.headline).numberOfLines(1))
/// ```
open class Label: View {
  /// The text shown. UIKit's default: `nil`.
  ///
  /// ```swift
  /// let greeting = Style<Label> { Setter(\.text, "Hello") }
  /// ```
  public var text: String? {
    didSet { noteChange("text", oldValue, text) }
  }
  /// The font of the text. UIKit's default: the 17-point system font.
  ///
  /// ```swift
  /// let heading = Style<Label> { Setter(\.font, .headline) }
  /// ```
  public var font: Font = .system(size: 17) {
    didSet { noteChange("font", oldValue, font) }
  }
  /// The color of the text. UIKit's default: black (the label color in light mode).
  ///
  /// ```swift
  /// let muted = Style<Label> { Setter(\.textColor, .gray) }
  /// ```
  public var textColor: Color = .black {
    didSet { noteChange("textColor", oldValue, textColor) }
  }
  /// How the text lines up horizontally. UIKit's default: `.natural`.
  ///
  /// ```swift
  /// let centered = Style<Label> { Setter(\.textAlignment, .center) }
  /// ```
  public var textAlignment: TextAlignment = .natural {
    didSet { noteChange("textAlignment", oldValue, textAlignment) }
  }
  /// The most lines the text may take; 0 means no limit. UIKit's default: 1.
  ///
  /// ```swift
  /// let paragraph = Style<Label> { Setter(\.numberOfLines, 0) }
  /// ```
  public var numberOfLines = 1 {
    didSet { noteChange("numberOfLines", oldValue, numberOfLines) }
  }
  /// How text that does not fit is wrapped or cut. UIKit's default: `.byTruncatingTail`.
  ///
  /// ```swift
  /// let fileName = Style<Label> { Setter(\.lineBreakMode, .byTruncatingMiddle) }
  /// ```
  public var lineBreakMode: LineBreakMode = .byTruncatingTail {
    didSet { noteChange("lineBreakMode", oldValue, lineBreakMode) }
  }
  /// Whether the font follows the content-size category. UIKit's default: `false`.
  ///
  /// ```swift
  /// let body = Style<Label> {
  ///   Setter(\.font, .body)
  ///   Setter(\.adjustsFontForContentSizeCategory, true)
  /// }
  /// ```
  public var adjustsFontForContentSizeCategory = false {
    didSet {
      noteChange(
        "adjustsFontForContentSizeCategory", oldValue, adjustsFontForContentSizeCategory)
    }
  }

  /// Creates an empty label with UIKit's default property values.
  ///
  /// ```swift
  /// let label = Label()
  /// ```
  public override init() {}

  /// The names of the properties a style sets, the label's own and those it inherits.
  ///
  /// ```swift
  /// Label.propertyNames[\Label.numberOfLines]  // "numberOfLines"
  /// ```
  open override class var propertyNames: [AnyKeyPath: String] {
    return super.propertyNames.merging(PropertyNames.label(Self.self)) { _, own in own }
  }
}
