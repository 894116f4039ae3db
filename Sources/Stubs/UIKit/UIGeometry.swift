#if os(Linux)
  public import Foundation

  /// Insets from each edge of a rectangle. UIGeometry.h, iPhoneOS17.0.sdk.
  public struct UIEdgeInsets: Equatable, Sendable {
    /// The top inset.
    public var top: CGFloat
    /// The left inset.
    public var left: CGFloat
    /// The bottom inset.
    public var bottom: CGFloat
    /// The right inset.
    public var right: CGFloat

    /// Creates insets. UIGeometry.h, iPhoneOS17.0.sdk.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
      self.top = top
      self.left = left
      self.bottom = bottom
      self.right = right
    }

    /// No insets. UIGeometry.h, iPhoneOS17.0.sdk.
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
  }

  /// Insets from each edge, leading and trailing following the layout direction.
  /// UIGeometry.h, iPhoneOS17.0.sdk; iOS 11.
  @available(iOS 11.0, *)
  public struct NSDirectionalEdgeInsets: Equatable, Sendable {
    /// The top inset.
    public var top: CGFloat
    /// The leading inset.
    public var leading: CGFloat
    /// The bottom inset.
    public var bottom: CGFloat
    /// The trailing inset.
    public var trailing: CGFloat

    /// Creates insets. UIGeometry.h, iPhoneOS17.0.sdk.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
      self.top = top
      self.leading = leading
      self.bottom = bottom
      self.trailing = trailing
    }

    /// No insets. UIGeometry.h, iPhoneOS17.0.sdk.
    public static let zero = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
  }
#endif
