// Colors and the shape styles they are.

/// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: a protocol `ShapeStyle`
/// refining `Sendable`, iOS 13 / macOS 10.15 / tvOS 13 / watchOS 6. Its requirements (`_apply`,
/// `Resolved`, `resolve(in:)`) are left out: the layer calls none of them.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol ShapeStyle: Sendable {}

/// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: a frozen struct `Color`
/// conforming to `Hashable`, `CustomStringConvertible` and `Sendable`, iOS 13 / macOS 10.15 / tvOS
/// 13 / watchOS 6; separate iOS 13 extensions make it a `View` and a `ShapeStyle`, so that it is
/// not the main actor's under the iOS 18 `View`. The stub keeps its components, so that tests can
/// read what a mapping made; a named or semantic color keeps its name instead.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Color: Hashable, CustomStringConvertible, Sendable {
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: the nested enum
  /// `RGBColorSpace` (`Sendable`; `Hashable` from a trailing extension) with cases `sRGB`,
  /// `sRGBLinear`, `displayP3`.
  public enum RGBColorSpace: Hashable, Sendable {
    case sRGB, sRGBLinear, displayP3
  }

  /// The components, for tests: the interface has no such property.
  public let components: [Double]
  /// The name of a named or semantic color, for tests: the interface has no such property.
  public let name: String?

  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk:
  /// `init(_:red:green:blue:opacity:)`, the color space defaulting to `.sRGB` and the opacity to 1,
  /// all `Double`.
  public init(
    _ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
    opacity: Double = 1
  ) {
    components = [red, green, blue, opacity]
    name = nil
  }

  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: in an iOS 13 extension,
  /// `init(_:bundle:)` taking a `String` (a color in the asset catalog) and a `Bundle?`
  /// defaulting to `nil`.
  public init(_ name: String, bundle: Bundle? = nil) {
    components = []
    self.name = name
  }

  private init(named name: String) {
    components = []
    self.name = name
  }

  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: in an iOS 13 extension,
  /// `opacity(_:)` taking a `Double` and returning `Color`.
  public func opacity(_ opacity: Double) -> Color {
    guard components.count == 4 else { return Color(named: "\(name ?? "?") \(opacity)") }
    return Color(
      red: components[0], green: components[1], blue: components[2],
      opacity: components[3] * opacity)
  }

  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: a static constant `clear` in
  /// an iOS 13 extension of `Color`.
  public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: a static constant `black` in
  /// the same extension.
  public static let black = Color(red: 0, green: 0, blue: 0)

  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: a static constant `white` in
  /// an iOS 13 extension of `Color`; the stub keeps its name.
  public static let white = Color(named: "white")
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: a static constant `gray` in
  /// an iOS 13 extension of `Color`; the stub keeps its name.
  public static let gray = Color(named: "gray")
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: a static constant `red` in an
  /// iOS 13 extension of `Color`; the stub keeps its name.
  public static let red = Color(named: "red")
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: a static constant `orange` in
  /// an iOS 13 extension of `Color`; the stub keeps its name.
  public static let orange = Color(named: "orange")
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: a static constant `yellow` in
  /// an iOS 13 extension of `Color`; the stub keeps its name.
  public static let yellow = Color(named: "yellow")
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: a static constant `green` in
  /// an iOS 13 extension of `Color`; the stub keeps its name.
  public static let green = Color(named: "green")
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: a static constant `blue` in
  /// an iOS 13 extension of `Color`; the stub keeps its name.
  public static let blue = Color(named: "blue")
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: a static constant `purple` in
  /// an iOS 13 extension of `Color`; the stub keeps its name.
  public static let purple = Color(named: "purple")
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: a static constant `pink` in
  /// an iOS 13 extension of `Color`; the stub keeps its name.
  public static let pink = Color(named: "pink")
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: a static constant `primary`
  /// in an iOS 13 extension of `Color`; the stub keeps its name.
  public static let primary = Color(named: "primary")
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: a static constant `secondary`
  /// in an iOS 13 extension of `Color`; the stub keeps its name.
  public static let secondary = Color(named: "secondary")
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: a static constant `mint` with
  /// its own iOS 15 / macOS 12 / tvOS 15 / watchOS 8 attribute; the stub keeps its name.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public static let mint = Color(named: "mint")
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: a static constant `teal` with
  /// its own iOS 15 / macOS 12 / tvOS 15 / watchOS 8 attribute; the stub keeps its name.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public static let teal = Color(named: "teal")
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: a static constant `cyan` with
  /// its own iOS 15 / macOS 12 / tvOS 15 / watchOS 8 attribute; the stub keeps its name.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public static let cyan = Color(named: "cyan")
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: a static constant `indigo`
  /// with its own iOS 15 / macOS 12 / tvOS 15 / watchOS 8 attribute; the stub keeps its name.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public static let indigo = Color(named: "indigo")
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: a static constant `brown`
  /// with its own iOS 15 / macOS 12 / tvOS 15 / watchOS 8 attribute; the stub keeps its name.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public static let brown = Color(named: "brown")
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: a get-only static
  /// `accentColor` in an iOS 13 extension of `Color`; the stub keeps its name.
  public static var accentColor: Color { Color(named: "accentColor") }

  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: a get-only
  /// `description: String`.
  public var description: String { name ?? "Color(\(components))" }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Color: ShapeStyle {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Color: View {
  /// The stub's body (the interface's is `Never`): nothing renders.
  public var body: EmptyView { EmptyView() }
}
