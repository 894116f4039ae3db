#if canImport(UIKit) && !os(watchOS)
  public import CascadeViews
  public import UIKit

  extension NSDirectionalEdgeInsets {
    /// The directional insets of Cascade insets, edge for edge.
    ///
    /// ```swift
    /// view.directionalLayoutMargins = NSDirectionalEdgeInsets(EdgeInsets(all: 16))
    /// ```
    ///
    /// - Parameter insets: The insets.
    public init(_ insets: EdgeInsets) {
      self.init(
        top: CGFloat(insets.top), leading: CGFloat(insets.leading),
        bottom: CGFloat(insets.bottom), trailing: CGFloat(insets.trailing))
    }
  }

  extension UIEdgeInsets {
    /// The left-and-right insets of Cascade insets in a layout direction: leading is left
    /// from left to right, right from right to left.
    ///
    /// ```swift
    /// let margins = UIEdgeInsets(EdgeInsets(horizontal: 20, vertical: 8))
    /// ```
    ///
    /// - Parameters:
    ///   - insets: The insets.
    ///   - direction: The layout direction; left to right by default.
    public init(_ insets: EdgeInsets, direction: LayoutDirection = .leftToRight) {
      let (left, right) =
        direction == .leftToRight
        ? (insets.leading, insets.trailing) : (insets.trailing, insets.leading)
      self.init(
        top: CGFloat(insets.top), left: CGFloat(left), bottom: CGFloat(insets.bottom),
        right: CGFloat(right))
    }
  }

  extension EdgeInsets {
    /// The Cascade insets of directional insets, edge for edge.
    ///
    /// ```swift
    /// let margins = EdgeInsets(view.directionalLayoutMargins)
    /// ```
    ///
    /// - Parameter insets: The insets.
    public init(_ insets: NSDirectionalEdgeInsets) {
      self.init(
        top: Double(insets.top), leading: Double(insets.leading), bottom: Double(insets.bottom),
        trailing: Double(insets.trailing))
    }

    /// The Cascade insets of left-and-right insets in a layout direction.
    ///
    /// ```swift
    /// let margins = EdgeInsets(view.layoutMargins, direction: .rightToLeft)
    /// ```
    ///
    /// - Parameters:
    ///   - insets: The insets.
    ///   - direction: The layout direction; left to right by default.
    public init(_ insets: UIEdgeInsets, direction: LayoutDirection = .leftToRight) {
      let (leading, trailing) =
        direction == .leftToRight ? (insets.left, insets.right) : (insets.right, insets.left)
      self.init(
        top: Double(insets.top), leading: Double(leading), bottom: Double(insets.bottom),
        trailing: Double(trailing))
    }
  }
#endif
