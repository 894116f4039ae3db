// A declaration stub, built only on Linux, of the Core Graphics color type that CALayer's
// border and shadow take. On Apple platforms CGColor comes from CoreGraphics, which UIKit and
// QuartzCore re-export; Linux's Foundation has CGFloat and CGSize but no CGColor.
#if os(Linux)
  public import Foundation

  /// A color as Core Graphics keeps it: components in a color space. The stub knows the
  /// device RGB and gray spaces only, by their component count (four, or two).
  /// CGColor.h (CoreGraphics; not among the stored SDK copies); a CF type, imported as a
  /// final class.
  public final class CGColor: @unchecked Sendable {
    /// The components, the alpha last: red, green, blue, alpha, or white, alpha.
    /// `CGColorGetComponents`, imported as a property.
    public let components: [CGFloat]?

    /// The number of components, the alpha included. `CGColorGetNumberOfComponents`.
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// The alpha component. `CGColorGetAlpha`.
    public var alpha: CGFloat { components?.last ?? 1 }

    /// A color in the sRGB space. `CGColorCreateSRGB`, iOS 13.
    @available(iOS 13.0, *)
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
      components = [red, green, blue, alpha]
    }

    /// A color in the gray space. `CGColorCreateGenericGray`, iOS 13.
    @available(iOS 13.0, *)
    public init(gray: CGFloat, alpha: CGFloat) {
      components = [gray, alpha]
    }
  }
#endif
