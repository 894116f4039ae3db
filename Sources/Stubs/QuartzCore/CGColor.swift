// A declaration stub, built only on Linux, of the Core Graphics color types that CALayer's
// border and shadow take and that UIColor converts to and from. On Apple platforms they come
// from CoreGraphics, which UIKit and QuartzCore re-export; Linux's Foundation has CGFloat and
// CGSize but no CGColor. The Swift names are those CoreGraphics.apinotes gives
// (iPhoneOS18.0.sdk).
#if os(Linux)
  public import Foundation

  /// A color as Core Graphics keeps it: components, the alpha last, in a color space.
  /// CGColor.h (CoreGraphics; not among the stored SDK copies), a CF type imported as a final
  /// class; its Swift names are those of CoreGraphics.apinotes in the iOS 18.0 SDK.
  public final class CGColor: @unchecked Sendable {
    /// The color space the components are in. `CGColorGetColorSpace`, so named in Swift by
    /// CoreGraphics.apinotes, iPhoneOS18.0.sdk.
    public let colorSpace: CGColorSpace?

    /// The components, the alpha last: red, green, blue, alpha in an RGB space, or white,
    /// alpha in a gray one. `CGColorGetComponents`, which the Swift overlay makes an array.
    public let components: [CGFloat]?

    /// The number of components, the alpha included. `CGColorGetNumberOfComponents`.
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// The alpha component. `CGColorGetAlpha`.
    public var alpha: CGFloat { components?.last ?? 1 }

    /// A color in a color space, with one component more than the space has (the alpha);
    /// `nil` for another count. `CGColorCreate`, so named in Swift by CoreGraphics.apinotes,
    /// iPhoneOS18.0.sdk.
    public init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
      colorSpace = space
      self.components = Array(UnsafeBufferPointer(start: components, count: space.count + 1))
    }

    /// A color in the sRGB space. `CGColorCreateSRGB`, so named in Swift by
    /// CoreGraphics.apinotes, iPhoneOS18.0.sdk; iOS 13.
    @available(iOS 13.0, *)
    public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
      colorSpace = CGColorSpace(name: CGColorSpace.sRGB)
      components = [red, green, blue, alpha]
    }
  }
#endif
