// SwiftUI's types whose names a Cascade module also declares (CascadeViews' substitutes and
// values). They are here so that a file that sees both modules meets, on Linux, the same
// ambiguity that it meets in Xcode; the layer and its tests name Cascade's types qualified.
// Only what the name needs is declared: members are added when the layer uses them.

/// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: a frozen enum `Edge`
/// with an `Int8` raw value, conforming to `CaseIterable`, cases `top`, `leading`, `bottom`,
/// `trailing`, and a nested option set `Edge.Set`; iOS 13 / macOS 10.15 / tvOS 13 / watchOS 6.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
  case top, leading, bottom, trailing

  /// A set of edges: `Edge.Set` in the interface, an `OptionSet` over `Int8`.
  public struct Set: OptionSet, Sendable {
    /// The set's bits.
    public let rawValue: Int8
    /// Creates a set from its bits.
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// The set of one edge.
    public init(_ e: Edge) { self.init(rawValue: 1 << e.rawValue) }
    /// The top edge.
    public static let top = Set(.top)
    /// The leading edge.
    public static let leading = Set(.leading)
    /// The bottom edge.
    public static let bottom = Set(.bottom)
    /// The trailing edge.
    public static let trailing = Set(.trailing)
    /// Every edge.
    public static let all: Set = [.top, .leading, .bottom, .trailing]
    /// The leading and trailing edges.
    public static let horizontal: Set = [.leading, .trailing]
    /// The top and bottom edges.
    public static let vertical: Set = [.top, .bottom]
  }
}

/// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: a frozen enum `Axis`
/// with an `Int8` raw value, conforming to `CaseIterable` and `CustomStringConvertible`,
/// cases `horizontal` and `vertical`; iOS 13 / macOS 10.15 / tvOS 13 / watchOS 6.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum Axis: Int8, CaseIterable, CustomStringConvertible, Hashable, Sendable {
  case horizontal, vertical
  /// The axis's name.
  public var description: String { self == .horizontal ? "horizontal" : "vertical" }
}

/// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: an enum `ContentMode`
/// conforming to `Hashable` and `CaseIterable`, cases `fit` and `fill`; iOS 13 /
/// macOS 10.15 / tvOS 13 / watchOS 6.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum ContentMode: Hashable, CaseIterable, Sendable {
  case fit, fill
}

/// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: an enum
/// `ContentSizeCategory` conforming to `Hashable` and `CaseIterable`, the twelve text sizes
/// from `extraSmall` to `accessibilityExtraExtraExtraLarge`; iOS 13 / macOS 10.15 / tvOS 13 /
/// watchOS 6, and deprecated in favour of `DynamicTypeSize` (still present, so still a name
/// that an unqualified `ContentSizeCategory` can mean).
@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use DynamicTypeSize instead")
@available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use DynamicTypeSize instead")
@available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use DynamicTypeSize instead")
@available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Use DynamicTypeSize instead")
public enum ContentSizeCategory: Hashable, CaseIterable, Sendable {
  case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
  case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge
  case accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge
}

/// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: a struct `Label<Title: View, Icon: View>:
/// View`, iOS 14 / macOS 11 / tvOS 14 / watchOS 7, made of a title and an icon, each a
/// `@ViewBuilder` closure in `init(title:icon:)`.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct Label<Title: View, Icon: View>: View {
  let title: Title
  let icon: Icon
  /// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: `init(title:icon:)`, both
  /// `@ViewBuilder` closures.
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }
  /// The stub's body: nothing renders.
  public var body: EmptyView { EmptyView() }
}

/// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: a struct `TextField<Label: View>: View`,
/// iOS 13 / macOS 10.15 / tvOS 13 / watchOS 6. Its initializers take a `Binding`, which the
/// layer does not use; the stub declares the type for its name.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct TextField<Label: View>: View {
  /// The stub's body: nothing renders.
  public var body: EmptyView { EmptyView() }
}
