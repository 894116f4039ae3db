#if canImport(UIKit) && !os(watchOS)
  public import CascadeViews
  public import UIKit

  // CascadeUIKit's names before 0.2.0, forwarding to the ones that replaced them: they are
  // removed in 0.3.0. Methods without a prefix on Apple's `CALayer` could clash with Apple's
  // own or another library's; the conversions now live on Cascade's own types.

  extension CALayer {
    /// Draws a border: its width and color.
    ///
    /// - Parameter border: The border.
    @available(*, deprecated, message: "use border.apply(to: layer)")
    public func setBorder(_ border: Border) {
      border.apply(to: self)
    }

    /// Casts a shadow: its color, opacity, blur radius and offset.
    ///
    /// - Parameter shadow: The shadow.
    @available(*, deprecated, message: "use shadow.apply(to: layer)")
    public func setShadow(_ shadow: Shadow) {
      shadow.apply(to: self)
    }
  }
#endif
