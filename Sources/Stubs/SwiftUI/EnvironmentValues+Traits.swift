// The environment values a stylesheet's trait conditions read, and their types.

/// The interface: `public enum ColorScheme : Swift.CaseIterable { case light, dark }`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum ColorScheme: CaseIterable, Hashable, Sendable {
  case light, dark
}

/// The interface: `public enum ColorSchemeContrast : Swift.CaseIterable { case standard,
/// increased }`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum ColorSchemeContrast: CaseIterable, Hashable, Sendable {
  case standard, increased
}

/// The interface: `public enum LayoutDirection : Swift.Hashable, Swift.CaseIterable {
/// case leftToRight, rightToLeft }`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum LayoutDirection: CaseIterable, Hashable, Sendable {
  case leftToRight, rightToLeft
}

/// The interface: `public enum UserInterfaceSizeClass { case compact, regular }`,
/// `@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)` (Apple's documentation
/// page for the type gives the same).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum UserInterfaceSizeClass: Hashable, Sendable {
  case compact, regular
}

/// The interface: `public enum LegibilityWeight : Swift.Hashable { case regular, bold }`,
/// `@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)`.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public enum LegibilityWeight: Hashable, Sendable {
  case regular, bold
}

/// The interface: `public enum DynamicTypeSize : Swift.Hashable, Swift.Comparable,
/// Swift.CaseIterable { case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge,
/// accessibility1 … accessibility5 }`, `@available(iOS 15.0, macOS 12.0, tvOS 15.0,
/// watchOS 8.0, *)`.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
}

// Each value is stored under a key of the stub's own (the interface keeps its keys private),
// so that tests can write an environment and read it back.

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
private enum ColorSchemeKey: EnvironmentKey { static var defaultValue: ColorScheme { .light } }
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
private enum ContrastKey: EnvironmentKey {
  static var defaultValue: ColorSchemeContrast { .standard }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
private enum LayoutDirectionKey: EnvironmentKey {
  static var defaultValue: LayoutDirection { .leftToRight }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
private enum HorizontalSizeClassKey: EnvironmentKey {
  static var defaultValue: UserInterfaceSizeClass? { nil }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
private enum VerticalSizeClassKey: EnvironmentKey {
  static var defaultValue: UserInterfaceSizeClass? { nil }
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
private enum LegibilityWeightKey: EnvironmentKey {
  static var defaultValue: LegibilityWeight? { nil }
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
private enum DynamicTypeSizeKey: EnvironmentKey {
  static var defaultValue: DynamicTypeSize { .large }
}
private enum ReduceTransparencyKey: EnvironmentKey { static var defaultValue: Bool { false } }
private enum ReduceMotionKey: EnvironmentKey { static var defaultValue: Bool { false } }
private enum IsEnabledKey: EnvironmentKey { static var defaultValue: Bool { true } }
private enum IsFocusedKey: EnvironmentKey { static var defaultValue: Bool { false } }

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension EnvironmentValues {
  /// The interface: `public var colorScheme: SwiftUI.ColorScheme { get set }`.
  public var colorScheme: ColorScheme {
    get { self[ColorSchemeKey.self] }
    set { self[ColorSchemeKey.self] = newValue }
  }
  /// The interface: `public var colorSchemeContrast: SwiftUI.ColorSchemeContrast { get }`.
  public var colorSchemeContrast: ColorSchemeContrast {
    get { self[ContrastKey.self] }
    set { self[ContrastKey.self] = newValue }
  }
  /// The interface: `public var layoutDirection: SwiftUI.LayoutDirection { get set }`.
  public var layoutDirection: LayoutDirection {
    get { self[LayoutDirectionKey.self] }
    set { self[LayoutDirectionKey.self] = newValue }
  }
  /// The interface: `public var accessibilityReduceTransparency: Swift.Bool { get }`.
  public var accessibilityReduceTransparency: Bool {
    get { self[ReduceTransparencyKey.self] }
    set { self[ReduceTransparencyKey.self] = newValue }
  }
  /// The interface: `public var accessibilityReduceMotion: Swift.Bool { get }`.
  public var accessibilityReduceMotion: Bool {
    get { self[ReduceMotionKey.self] }
    set { self[ReduceMotionKey.self] = newValue }
  }
  /// The interface: `public var isEnabled: Swift.Bool { get set }`.
  public var isEnabled: Bool {
    get { self[IsEnabledKey.self] }
    set { self[IsEnabledKey.self] = newValue }
  }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension EnvironmentValues {
  /// The interface: `public var horizontalSizeClass: SwiftUI.UserInterfaceSizeClass? { get
  /// set }`, `@backDeployed(before: macOS 14.0, tvOS 17.0, watchOS 10.0)`, so available
  /// from iOS 13, macOS 10.15, tvOS 13 and watchOS 6 (as Apple's documentation page says).
  public var horizontalSizeClass: UserInterfaceSizeClass? {
    get { self[HorizontalSizeClassKey.self] }
    set { self[HorizontalSizeClassKey.self] = newValue }
  }
  /// The interface: `public var verticalSizeClass: SwiftUI.UserInterfaceSizeClass? { get
  /// set }`, with the same availability.
  public var verticalSizeClass: UserInterfaceSizeClass? {
    get { self[VerticalSizeClassKey.self] }
    set { self[VerticalSizeClassKey.self] = newValue }
  }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension EnvironmentValues {
  /// The interface: `public var legibilityWeight: SwiftUI.LegibilityWeight? { get set }`.
  public var legibilityWeight: LegibilityWeight? {
    get { self[LegibilityWeightKey.self] }
    set { self[LegibilityWeightKey.self] = newValue }
  }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension EnvironmentValues {
  /// The interface: `public var dynamicTypeSize: SwiftUI.DynamicTypeSize { get set }`.
  public var dynamicTypeSize: DynamicTypeSize {
    get { self[DynamicTypeSizeKey.self] }
    set { self[DynamicTypeSizeKey.self] = newValue }
  }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension EnvironmentValues {
  /// The interface: `public var isFocused: Swift.Bool { get }`, `@available(iOS 17.0,
  /// macOS 14.0, tvOS 17.0, watchOS 10.0, *)`.
  public var isFocused: Bool {
    get { self[IsFocusedKey.self] }
    set { self[IsFocusedKey.self] = newValue }
  }
}
