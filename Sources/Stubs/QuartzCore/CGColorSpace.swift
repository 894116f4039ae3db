// A declaration stub, built only on Linux, of the Core Graphics color spaces that UIKit's
// colors are made in.
#if os(Linux)

  /// A color space. CGColorSpace.h, iPhoneOS18.0.sdk: a CF type, imported as a final class,
  /// made by name. The stub knows the spaces UIKit makes colors in (sRGB and Display P3, each
  /// also extended, and the extended gray space), and names them with `String`s where the SDK
  /// has `CFString`s, which Linux's Foundation lacks: the same call sites pass either.
  public final class CGColorSpace: @unchecked Sendable {
    /// The sRGB space. CGColorSpace.h, iPhoneOS18.0.sdk (`kCGColorSpaceSRGB`); iOS 9.
    public static let sRGB = "kCGColorSpaceSRGB"
    /// The sRGB space, extended past 0...1. CGColorSpace.h, iPhoneOS18.0.sdk
    /// (`kCGColorSpaceExtendedSRGB`); iOS 10.
    @available(iOS 10.0, *)
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
    /// The Display P3 space. CGColorSpace.h, iPhoneOS18.0.sdk (`kCGColorSpaceDisplayP3`);
    /// iOS 9.3.
    @available(iOS 9.3, *)
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    /// The Display P3 space, extended past 0...1. CGColorSpace.h, iPhoneOS18.0.sdk
    /// (`kCGColorSpaceExtendedDisplayP3`); iOS 14.
    @available(iOS 14.0, *)
    public static let extendedDisplayP3 = "kCGColorSpaceExtendedDisplayP3"
    /// The gray space with sRGB's curve, extended past 0...1. CGColorSpace.h,
    /// iPhoneOS18.0.sdk (`kCGColorSpaceExtendedGray`); iOS 10.
    @available(iOS 10.0, *)
    public static let extendedGray = "kCGColorSpaceExtendedGray"

    /// The space's name. `CGColorSpaceCopyName`, CGColorSpace.h, iPhoneOS18.0.sdk.
    public let name: String?

    /// The number of components a color has in the space, the alpha not counted.
    /// `CGColorSpaceGetNumberOfComponents`.
    public var numberOfComponents: Int { count }

    /// The space of a name; `nil` for an unknown name. `CGColorSpaceCreateWithName`,
    /// CGColorSpace.h, iPhoneOS18.0.sdk.
    public init?(name: String) {
      guard Self.known.contains(name) else { return nil }
      self.name = name
    }

    /// The stub's spaces.
    private static let known: Set<String> = [
      sRGB, extendedSRGB, displayP3, extendedDisplayP3, extendedGray,
    ]

    /// The number of color components, without the alpha.
    var count: Int { name == Self.extendedGray ? 1 : 3 }

    /// Whether the space is Display P3's, extended or not.
    package var isDisplayP3: Bool {
      name == Self.displayP3 || name == Self.extendedDisplayP3
    }
  }
#endif
