/// How lines of text sit between a view's edges.
///
/// Mirrors `NSTextAlignment`.
///
/// ```swift
/// let heading = Style<Label> { Setter(\.textAlignment, .center) }
/// ```
public enum TextAlignment: Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// Aligns text to the left edge. Mirrors `NSTextAlignment.left`.
  ///
  /// ```swift
  /// Setter(\Label.textAlignment, .left)
  /// ```
  case left

  /// Centers text. Mirrors `NSTextAlignment.center`.
  ///
  /// ```swift
  /// Setter(\Label.textAlignment, .center)
  /// ```
  case center

  /// Aligns text to the right edge. Mirrors `NSTextAlignment.right`.
  ///
  /// ```swift
  /// Setter(\Label.textAlignment, .right)
  /// ```
  case right

  /// Stretches every full line to both edges. Mirrors `NSTextAlignment.justified`.
  ///
  /// ```swift
  /// Setter(\Label.textAlignment, .justified)
  /// ```
  case justified

  /// Aligns text to the leading edge of the script: left for English, right for Arabic.
  /// Mirrors `NSTextAlignment.natural`, `UILabel`'s default.
  ///
  /// ```swift
  /// Setter(\Label.textAlignment, .natural)
  /// ```
  case natural

  /// The case name, as written in Swift.
  ///
  /// ```swift
  /// TextAlignment.natural.description  // "natural"
  /// ```
  public var description: String {
    switch self {
    case .left: "left"
    case .center: "center"
    case .right: "right"
    case .justified: "justified"
    case .natural: "natural"
    }
  }
}
