// Colors and the shape styles they are.

/// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: a protocol `ShapeStyle` refining
/// `Sendable`, iOS 13 / macOS 10.15 / tvOS 13 / watchOS 6. Its requirements (`_apply`,
/// `Resolved`, `resolve(in:)`) are left out: the layer calls none of them.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol ShapeStyle: Sendable {}

/// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: a frozen struct `Color` conforming to
/// `Hashable`, `CustomStringConvertible` and `Sendable`, iOS 13 / macOS 10.15 / tvOS 13 /
/// watchOS 6; separate iOS 13 extensions make it a `View` and a `ShapeStyle`. The stub
/// keeps its components, so that tests can read what a mapping made.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Color: Hashable, CustomStringConvertible, Sendable, ShapeStyle, View {
  /// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: the nested enum `RGBColorSpace`
  /// (`Sendable`; `Hashable` from a trailing extension) with cases `sRGB`, `sRGBLinear`,
  /// `displayP3`.
  public enum RGBColorSpace: Hashable, Sendable {
    case sRGB, sRGBLinear, displayP3
  }

  /// The components, for tests: the interface has no such property.
  public let components: [Double]

  /// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: `init(_:red:green:blue:opacity:)`,
  /// the color space defaulting to `.sRGB` and the opacity to 1, all `Double`.
  public init(
    _ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
    opacity: Double = 1
  ) {
    components = [red, green, blue, opacity]
  }

  /// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: a static constant `clear` in an
  /// iOS 13 extension of `Color`.
  public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
  /// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: a static constant `black` in the same
  /// extension.
  public static let black = Color(red: 0, green: 0, blue: 0)

  /// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: a get-only `description: String`.
  public var description: String { "Color(\(components))" }
  /// The stub's body (the interface's is `Never`): nothing renders.
  public var body: EmptyView { EmptyView() }
}
