/// A platform-neutral font: a family, a point size, a weight, and whether it is italic.
///
/// Mirrors `UIFont` (and SwiftUI's `Font`) as a plain value. A font made from a text style
/// (``preferred(_:for:)``, ``body``, ``headline``, …) remembers its ``textStyle`` and
/// follows Apple's Dynamic Type table when ``scaled(for:)`` a content-size category.
///
/// Every size is clamped to ``minimumSize``...``maximumSize`` (1 to 1,000 points): a zero,
/// negative or NaN size becomes 1 point, an infinite one 1,000 points.
///
/// ```swift
/// let title = Font.system(size: 17, weight: .semibold)
/// let quote = Font.custom("Avenir Next", size: 14).italic()
/// let body = Font.body.scaled(for: .accessibilityLarge)  // 33 pt
/// ```
public struct Font: Sendable, Hashable {
  /// The smallest point size a font can have: 1 point.
  ///
  /// ```swift
  /// Font.system(size: 0).size == Font.minimumSize  // true
  /// ```
  public static let minimumSize: Double = 1

  /// The largest point size a font can have: 1,000 points.
  ///
  /// ```swift
  /// Font.system(size: .infinity).size == Font.maximumSize  // true
  /// ```
  public static let maximumSize: Double = 1_000

  /// The typeface family: the system font or a named one.
  ///
  /// ```swift
  /// Font.custom("Menlo", size: 12).family  // .named("Menlo")
  /// ```
  public let family: Family

  /// The point size, from ``minimumSize`` to ``maximumSize``.
  ///
  /// ```swift
  /// Font.body.size  // 17.0
  /// ```
  public let size: Double

  /// The stroke weight.
  ///
  /// ```swift
  /// Font.headline.weight  // .semibold
  /// ```
  public let weight: Weight

  /// Whether the font is italic.
  ///
  /// ```swift
  /// Font.body.italic().isItalic  // true
  /// ```
  public let isItalic: Bool

  /// The text style this font was made from, or `nil` for a fixed-size font.
  ///
  /// A font with a text style takes its size from the Dynamic Type table in
  /// ``scaled(for:)``.
  ///
  /// ```swift
  /// Font.caption.textStyle            // .caption
  /// Font.system(size: 12).textStyle   // nil
  /// ```
  public let textStyle: TextStyle?

  init(
    family: Family, size: Double, weight: Weight, isItalic: Bool = false,
    textStyle: TextStyle? = nil
  ) {
    self.family = family
    self.size = Self.clamped(size)
    self.weight = weight
    self.isItalic = isItalic
    self.textStyle = textStyle
  }

  /// The system font at a fixed size.
  ///
  /// Mirrors `UIFont.systemFont(ofSize:weight:)`. The size is clamped to 1...1,000 points:
  /// zero, negative or NaN becomes 1 point, infinity 1,000 points.
  ///
  /// ```swift
  /// Setter(\Label.font, .system(size: 17, weight: .semibold))
  /// ```
  ///
  /// - Parameters:
  ///   - size: The point size.
  ///   - weight: The weight; regular by default.
  /// - Returns: A system font with no text style.
  public static func system(size: Double, weight: Weight = .regular) -> Font {
    Font(family: .system, size: size, weight: weight)
  }

  /// A named font at a fixed size.
  ///
  /// Mirrors `UIFont(name:size:)`, but never fails: the name is kept as given and resolved
  /// by whatever renders the font. The size is clamped to 1...1,000 points: zero, negative
  /// or NaN becomes 1 point, infinity 1,000 points.
  ///
  /// ```swift
  /// Setter(\Label.font, .custom("Avenir Next", size: 14, weight: .medium))
  /// ```
  ///
  /// - Parameters:
  ///   - name: The family name, such as `"Avenir Next"`.
  ///   - size: The point size.
  ///   - weight: The weight; regular by default.
  /// - Returns: A named font with no text style.
  public static func custom(_ name: String, size: Double, weight: Weight = .regular) -> Font {
    Font(family: .named(name), size: size, weight: weight)
  }

  private static func clamped(_ size: Double) -> Double {
    size.isNaN ? minimumSize : min(max(size, minimumSize), maximumSize)
  }
}
