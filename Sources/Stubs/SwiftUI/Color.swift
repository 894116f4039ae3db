// Colors and the shape styles they are.

/// The interface: `public protocol ShapeStyle`, `@available(iOS 13.0, macOS 10.15,
/// tvOS 13.0, watchOS 6.0, *)`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol ShapeStyle {}

/// The interface: `@frozen public struct Color : Swift.Hashable,
/// Swift.CustomStringConvertible, Swift.Sendable`, a `View` and a `ShapeStyle`. The stub
/// keeps its components, so that tests can read what a mapping made.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Color: Hashable, CustomStringConvertible, Sendable, ShapeStyle, View {
  /// The interface: `public enum RGBColorSpace { case sRGB, sRGBLinear, displayP3 }`.
  public enum RGBColorSpace: Hashable, Sendable {
    case sRGB, sRGBLinear, displayP3
  }

  /// The components, for tests: the interface has no such property.
  public let components: [Double]

  /// The interface: `public init(_ colorSpace: SwiftUI.Color.RGBColorSpace = .sRGB, red:
  /// Swift.Double, green: Swift.Double, blue: Swift.Double, opacity: Swift.Double = 1)`.
  public init(
    _ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
    opacity: Double = 1
  ) {
    components = [red, green, blue, opacity]
  }

  /// The interface: `public static let clear: SwiftUI.Color`.
  public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
  /// The interface: `public static let black: SwiftUI.Color`.
  public static let black = Color(red: 0, green: 0, blue: 0)

  /// As the interface declares it: `public var description: String`.
  public var description: String { "Color(\(components))" }
  /// The stub's body: nothing renders.
  public var body: EmptyView { EmptyView() }
}
