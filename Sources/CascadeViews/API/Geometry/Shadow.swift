/// A drop shadow: color, opacity, blur radius and offset.
///
/// Mirrors `CALayer`'s `shadowColor`, `shadowOpacity`, `shadowRadius` and `shadowOffset`
/// as one value, with the same defaults: black, opacity 0 (invisible), radius 3, offset
/// (0, -3). The opacity is clamped to 0...1 (NaN becomes 0); a negative or NaN radius is
/// clamped to 0.
///
/// ```swift
/// let lifted = Shadow(opacity: 0.2, radius: 8, offset: Size(width: 0, height: 4))
/// ```
public struct Shadow: Sendable, Hashable {
  /// No shadow: the `CALayer` defaults, with opacity 0.
  ///
  /// ```swift
  /// let flat = Shadow.none
  /// ```
  public static let none = Shadow()

  /// The shadow color.
  ///
  /// ```swift
  /// Shadow().color  // #000000
  /// ```
  public let color: Color

  /// The shadow opacity, from 0 (invisible) to 1.
  ///
  /// ```swift
  /// Shadow(opacity: 1.5).opacity  // 1.0
  /// ```
  public let opacity: Double

  /// The blur radius in points, 0 or more.
  ///
  /// ```swift
  /// Shadow(radius: -1).radius  // 0.0
  /// ```
  public let radius: Double

  /// How far the shadow is displaced from the view.
  ///
  /// ```swift
  /// Shadow().offset  // (width: 0.0, height: -3.0)
  /// ```
  public let offset: Size

  /// Creates a shadow; every parameter defaults to `CALayer`'s default.
  ///
  /// The opacity is clamped to 0...1 (NaN becomes 0); a negative or NaN radius is clamped
  /// to 0.
  ///
  /// ```swift
  /// let glow = Shadow(color: .blue, opacity: 0.6, radius: 12, offset: .zero)
  /// ```
  ///
  /// - Parameters:
  ///   - color: The shadow color; black by default.
  ///   - opacity: The opacity; 0 by default, so the shadow is invisible until raised.
  ///   - radius: The blur radius in points; 3 by default.
  ///   - offset: The displacement; (0, -3) by default.
  public init(
    color: Color = .black, opacity: Double = 0, radius: Double = 3,
    offset: Size = Size(width: 0, height: -3)
  ) {
    self.color = color
    self.opacity = opacity.isNaN ? 0 : min(max(opacity, 0), 1)
    self.radius = radius.isNaN ? 0 : max(radius, 0)
    self.offset = offset
  }
}

extension Shadow: CustomStringConvertible {
  /// `none` for ``none``, otherwise every property, labelled.
  ///
  /// ```swift
  /// Shadow(opacity: 0.5).description
  /// // "#000000 opacity 0.5 radius 3.0 offset (width: 0.0, height: -3.0)"
  /// ```
  public var description: String {
    guard self != .none else { return "none" }
    return "\(color) opacity \(opacity) radius \(radius) offset \(offset)"
  }
}
