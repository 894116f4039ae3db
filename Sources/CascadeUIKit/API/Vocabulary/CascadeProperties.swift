#if canImport(UIKit) && !os(watchOS)
  public import UIKit

  /// A view's properties in Cascade's values: a view's `UIColor` as a `Color`, its `UIFont`
  /// as a `Font`, its layer's border as a `Border`. Each reads and writes the view's own
  /// property through the native conversions, so a text sheet, and a style written in Swift,
  /// can set UIKit's views with the values the substitutes take; the UIKit vocabulary
  /// registers these key paths.
  ///
  /// ```swift
  /// let title = Style<UILabel> {
  ///   Setter(\.cascade.font, .headline)
  ///   Setter(\.cascade.textColor, .token(.primaryText))
  /// }
  /// ```
  public struct CascadeProperties<Base: UIView>: Sendable {
    /// The view whose properties these are.
    public let base: Base
  }

  /// A view whose properties are reachable in Cascade's values, as ``cascade``; every
  /// `UIView` is one.
  public protocol CascadePropertiesProviding: UIView {}

  extension CascadePropertiesProviding {
    /// The view's properties in Cascade's values.
    ///
    /// ```swift
    /// label.cascade.textColor = .red
    /// ```
    public var cascade: CascadeProperties<Self> { CascadeProperties(base: self) }
  }

  extension UIView: CascadePropertiesProviding {}
#endif
