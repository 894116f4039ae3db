/// Distances inward from each edge of a rectangle, in points.
///
/// Mirrors `NSDirectionalEdgeInsets` (SwiftUI's `EdgeInsets`): leading and trailing follow
/// the layout direction. Values are kept as given; negative insets push outward.
///
/// ```swift
/// let card = EdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 16)
/// let even = EdgeInsets(all: 8)
/// let pill = EdgeInsets(horizontal: 12, vertical: 4)
/// ```
public struct EdgeInsets: Sendable, Hashable {
  /// No inset on any edge.
  ///
  /// ```swift
  /// EdgeInsets.zero == EdgeInsets()  // true
  /// ```
  public static let zero = EdgeInsets()

  /// The inset from the top edge.
  ///
  /// ```swift
  /// EdgeInsets(horizontal: 12, vertical: 4).top  // 4.0
  /// ```
  public var top: Double

  /// The inset from the leading edge (left in left-to-right layouts).
  ///
  /// ```swift
  /// EdgeInsets(horizontal: 12, vertical: 4).leading  // 12.0
  /// ```
  public var leading: Double

  /// The inset from the bottom edge.
  ///
  /// ```swift
  /// EdgeInsets(all: 8).bottom  // 8.0
  /// ```
  public var bottom: Double

  /// The inset from the trailing edge (right in left-to-right layouts).
  ///
  /// ```swift
  /// EdgeInsets(trailing: 20).trailing  // 20.0
  /// ```
  public var trailing: Double

  /// Creates insets from a distance per edge; each is 0 unless given.
  ///
  /// Mirrors `NSDirectionalEdgeInsets(top:leading:bottom:trailing:)`.
  ///
  /// ```swift
  /// let underline = EdgeInsets(bottom: 2)
  /// ```
  ///
  /// - Parameters:
  ///   - top: The inset from the top edge.
  ///   - leading: The inset from the leading edge.
  ///   - bottom: The inset from the bottom edge.
  ///   - trailing: The inset from the trailing edge.
  public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// Creates insets with the same distance on every edge.
  ///
  /// ```swift
  /// let padding = EdgeInsets(all: 16)
  /// ```
  ///
  /// - Parameter all: The inset from each edge.
  public init(all: Double) {
    self.init(top: all, leading: all, bottom: all, trailing: all)
  }

  /// Creates insets with one distance for the leading and trailing edges and another for
  /// the top and bottom.
  ///
  /// ```swift
  /// let pill = EdgeInsets(horizontal: 12, vertical: 4)
  /// ```
  ///
  /// - Parameters:
  ///   - horizontal: The inset from the leading and trailing edges.
  ///   - vertical: The inset from the top and bottom edges.
  public init(horizontal: Double, vertical: Double) {
    self.init(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal)
  }
}

extension EdgeInsets: CustomStringConvertible {
  /// The four insets, labelled, in top-leading-bottom-trailing order.
  ///
  /// ```swift
  /// EdgeInsets(all: 8).description
  /// // "(top: 8.0, leading: 8.0, bottom: 8.0, trailing: 8.0)"
  /// ```
  public var description: String {
    "(top: \(top), leading: \(leading), bottom: \(bottom), trailing: \(trailing))"
  }
}
