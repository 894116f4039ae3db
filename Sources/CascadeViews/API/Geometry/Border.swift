/// A stroke around a view's edge: a width in points and a color.
///
/// Mirrors `CALayer.borderWidth` and `CALayer.borderColor` as one value. A negative or NaN
/// width is clamped to 0.
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

  /// Creates a border; a negative or NaN width is clamped to 0.
  ///
  /// ```swift
  /// let focusRing = Border(width: 2, color: .blue)
  /// ```
  ///
  /// - Parameters:
  ///   - width: The stroke width in points.
  ///   - color: The stroke color.
  public init(width: Double, color: Color) {
    self.width = width.isNaN ? 0 : max(width, 0)
    self.color = color
  }
}

extension Border: CustomStringConvertible {
  /// `none` for ``none``, otherwise the width and color.
  ///
  /// ```swift
  /// Border(width: 2, color: .blue).description  // "2.0 #007AFF"
  /// Border.none.description                     // "none"
  /// ```
  public var description: String {
    self == .none ? "none" : "\(width) \(color)"
  }
}
