/// A gradient's colors: the design token format's `gradient`, a list of stops, each a color
/// at a position from 0 (the start) to 1 (the end).
///
/// The direction and shape (linear, radial) are not part of the value, as they are not in
/// the format: an app draws it with `CAGradientLayer` (its `colors` and `locations`) or
/// SwiftUI's `LinearGradient(stops:startPoint:endPoint:)`.
///
/// ```swift
/// let sunrise = ColorGradient(stops: [
///   ColorGradient.Stop(color: .orange, position: 0),
///   ColorGradient.Stop(color: .pink, position: 1),
/// ])
/// ```
public struct ColorGradient: Sendable, Hashable, CustomStringConvertible {
  /// One color of a gradient and where it is.
  ///
  /// ```swift
  /// let middle = ColorGradient.Stop(color: .white, position: 0.5)
  /// ```
  public struct Stop: Sendable, Hashable {
    /// The color.
    ///
    /// ```swift
    /// ColorGradient.Stop(color: .white, position: 0.5).color  // #FFFFFF
    /// ```
    public let color: Color
    /// Where the color is, from 0 to 1.
    ///
    /// ```swift
    /// ColorGradient.Stop(color: .white, position: 1.5).position  // 1.0
    /// ```
    public let position: Double

    /// Creates a stop; the position is clamped to 0...1, as the format says, and NaN is 0.
    ///
    /// ```swift
    /// let end = ColorGradient.Stop(color: .black, position: 1)
    /// ```
    ///
    /// - Parameters:
    ///   - color: The color.
    ///   - position: Where it is.
    public init(color: Color, position: Double) {
      self.color = color
      self.position = position.isNaN ? 0 : min(max(position, 0), 1)
    }
  }

  /// The stops, in the order given.
  ///
  /// ```swift
  /// ColorGradient(stops: []).stops.isEmpty  // true
  /// ```
  public let stops: [Stop]

  /// Creates a gradient of stops.
  ///
  /// ```swift
  /// let fade = ColorGradient(stops: [
  ///   ColorGradient.Stop(color: .black, position: 0),
  ///   ColorGradient.Stop(color: .clear, position: 1),
  /// ])
  /// ```
  ///
  /// - Parameter stops: The stops.
  public init(stops: [Stop]) {
    self.stops = stops
  }

  /// The stops as CSS's `linear-gradient()` lists them: `#FF9500 0%, #FF2D55 100%`.
  ///
  /// ```swift
  /// ColorGradient(stops: [ColorGradient.Stop(color: .white, position: 0)]).description
  /// // "#FFFFFF 0%"
  /// ```
  public var description: String {
    stops.map { "\($0.color) \(($0.position * 100).cssText)%" }.joined(separator: ", ")
  }
}
