/// A width and a height, in points.
///
/// Mirrors `CGSize`. Values are kept as given.
///
/// ```swift
/// let thumbnail = Size(width: 64, height: 48)
/// ```
public struct Size: Sendable, Hashable {
  /// A size with zero width and height.
  ///
  /// ```swift
  /// Size.zero == Size(width: 0, height: 0)  // true
  /// ```
  public static let zero = Size(width: 0, height: 0)

  /// The width.
  ///
  /// ```swift
  /// Size(width: 64, height: 48).width  // 64.0
  /// ```
  public var width: Double

  /// The height.
  ///
  /// ```swift
  /// Size(width: 64, height: 48).height  // 48.0
  /// ```
  public var height: Double

  /// Creates a size. Mirrors `CGSize(width:height:)`.
  ///
  /// ```swift
  /// let offset = Size(width: 0, height: 2)
  /// ```
  ///
  /// - Parameters:
  ///   - width: The width.
  ///   - height: The height.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }
}

extension Size: CustomStringConvertible {
  /// The width and height, labelled.
  ///
  /// ```swift
  /// Size(width: 64, height: 48).description  // "(width: 64.0, height: 48.0)"
  /// ```
  public var description: String { "(width: \(width), height: \(height))" }
}
