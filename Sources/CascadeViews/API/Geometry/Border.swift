/// A stroke around a view's edge: a width in points, a color, and a style.
///
/// Mirrors `CALayer.borderWidth` and `CALayer.borderColor` as one value, with a ``style``
/// as CSS and the design token format have it (solid by default; see ``StrokeStyle`` for who
/// draws which). A negative or NaN width is clamped to 0.
///
/// ```swift
/// let hairline = Border(width: 1, color: .gray.opacity(0.3))
/// ```
public struct Border: Sendable, Hashable {
  /// No border: width 0, clear. Mirrors `CALayer`'s defaults.
  ///
  /// ```swift
  /// let plain = Border.none
  /// ```
  public static let none = Border(width: 0, color: .clear)

  /// The stroke width, 0 or more.
  ///
  /// ```swift
  /// Border(width: -2, color: .red).width  // 0.0
  /// ```
  public let width: Double

  /// The stroke color.
  ///
  /// ```swift
  /// Border(width: 1, color: .red).color  // #FF3B30
  /// ```
  public let color: Color

  /// How the line is drawn; ``StrokeStyle/solid`` by default.
  ///
  /// ```swift
  /// Border(width: 1, color: .red, style: .dotted).style  // dotted
  /// ```
  public let style: StrokeStyle

  /// Creates a border; a negative or NaN width is clamped to 0, and a dash pattern's
  /// negative or NaN lengths to 0.
  ///
  /// ```swift
  /// let focusRing = Border(width: 2, color: .blue)
  /// let placeholder = Border(width: 1, color: .gray, style: .dashed)
  /// ```
  ///
  /// - Parameters:
  ///   - width: The stroke width in points.
  ///   - color: The stroke color.
  ///   - style: How the line is drawn; solid by default.
  public init(width: Double, color: Color, style: StrokeStyle = .solid) {
    self.width = width.isNaN ? 0 : max(width, 0)
    self.color = color
    if case .dashes(let lengths, let cap) = style {
      self.style = .dashes(lengths.map { $0.isNaN ? 0 : max($0, 0) }, lineCap: cap)
    } else {
      self.style = style
    }
  }
}

extension Border: CustomStringConvertible {
  /// `none` for ``none``, otherwise the width and color, and the style where it is not
  /// solid.
  ///
  /// ```swift
  /// Border(width: 2, color: .blue).description  // "2.0 #007AFF"
  /// Border.none.description                     // "none"
  /// ```
  public var description: String {
    guard self != .none else { return "none" }
    guard style != .solid else { return "\(width) \(color)" }
    if case .dashes(let lengths, let cap) = style {
      return "\(width) \(color) dashes \(lengths) \(cap.rawValue)"
    }
    return "\(width) \(color) \(style.keyword)"
  }
}
