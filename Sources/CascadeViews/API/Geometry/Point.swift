/// A location in a two-dimensional coordinate space, in points.
///
/// Mirrors `CGPoint`. Values are kept as given.
///
/// ```swift
/// let anchor = Point(x: 0.5, y: 0.5)
/// ```
public struct Point: Sendable, Hashable {
  /// The origin, (0, 0).
  ///
  /// ```swift
  /// Point.zero == Point(x: 0, y: 0)  // true
  /// ```
  public static let zero = Point(x: 0, y: 0)

  /// The horizontal coordinate.
  ///
  /// ```swift
  /// Point(x: 3, y: 4).x  // 3.0
  /// ```
  public var x: Double

  /// The vertical coordinate.
  ///
  /// ```swift
  /// Point(x: 3, y: 4).y  // 4.0
  /// ```
  public var y: Double

  /// Creates a point. Mirrors `CGPoint(x:y:)`.
  ///
  /// ```swift
  /// let center = Point(x: 160, y: 240)
  /// ```
  ///
  /// - Parameters:
  ///   - x: The horizontal coordinate.
  ///   - y: The vertical coordinate.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
}

extension Point: CustomStringConvertible {
  /// The coordinates, labelled.
  ///
  /// ```swift
  /// Point(x: 3, y: 4).description  // "(x: 3.0, y: 4.0)"
  /// ```
  public var description: String { "(x: \(x), y: \(y))" }
}
