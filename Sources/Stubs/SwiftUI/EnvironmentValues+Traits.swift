// The environment values a stylesheet's trait conditions read, and their types.

/// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: an enum `ColorScheme`
/// conforming to `CaseIterable` and `Sendable` (`Equatable` and `Hashable` from trailing
/// extensions), cases `light` and `dark`, iOS 13 / macOS 10.15 / tvOS 13 / watchOS 6.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum ColorScheme: CaseIterable, Hashable, Sendable {
  case light, dark
}

/// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: an enum `ColorSchemeContrast`
/// conforming to `CaseIterable` and `Sendable` (`Equatable` and `Hashable` from trailing
/// extensions), cases `standard` and `increased`, iOS 13 / macOS 10.15 / tvOS 13 / watchOS 6.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum ColorSchemeContrast: CaseIterable, Hashable, Sendable {
  case standard, increased
}

/// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: an enum `LayoutDirection`
/// conforming to `Hashable`, `CaseIterable` and `Sendable`, cases `leftToRight` and `rightToLeft`,
/// iOS 13 / macOS 10.15 / tvOS 13 / watchOS 6.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum LayoutDirection: CaseIterable, Hashable, Sendable {
  case leftToRight, rightToLeft
}

/// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: an enum
/// `UserInterfaceSizeClass` conforming to `Sendable` (`Equatable` and `Hashable` from trailing
/// extensions), cases `compact` and `regular`, iOS 13 / macOS 10.15 / tvOS 13 / watchOS 6.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum UserInterfaceSizeClass: Hashable, Sendable {
  case compact, regular
}

/// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: an enum `LegibilityWeight`
/// conforming to `Hashable` and `Sendable`, cases `regular` and `bold`, iOS 13 / macOS 10.15 / tvOS
/// 13 / watchOS 6.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum LegibilityWeight: Hashable, Sendable {
  case regular, bold
}

/// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: an enum `DynamicTypeSize`
/// conforming to `Hashable`, `Comparable`, `CaseIterable` and `Sendable`, cases `xSmall` through
/// `xxxLarge` and `accessibility1` through `accessibility5`, iOS 15 / macOS 12 / tvOS 15 / watchOS
/// 8. Its `isAccessibilitySize` is left out: the layer does not read it.
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
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
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
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: in an iOS 13 extension,
  /// `colorScheme: ColorScheme`, get and set.
  public var colorScheme: ColorScheme {
    get { self[ColorSchemeKey.self] }
    set { self[ColorSchemeKey.self] = newValue }
  }
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: in an iOS 13 extension,
  /// `colorSchemeContrast: ColorSchemeContrast`, get only; the settable property is
  /// `_colorSchemeContrast`, below.
  public var colorSchemeContrast: ColorSchemeContrast { self[ContrastKey.self] }
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: in the same extension,
  /// `_colorSchemeContrast: ColorSchemeContrast`, get and set.
  public var _colorSchemeContrast: ColorSchemeContrast {
    get { self[ContrastKey.self] }
    set { self[ContrastKey.self] = newValue }
  }
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: in an iOS 13 extension,
  /// `layoutDirection: LayoutDirection`, get and set.
  public var layoutDirection: LayoutDirection {
    get { self[LayoutDirectionKey.self] }
    set { self[LayoutDirectionKey.self] = newValue }
  }
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: in an iOS 13 extension,
  /// `accessibilityReduceTransparency: Bool`, get only; the settable property is
  /// `_accessibilityReduceTransparency`, below.
  public var accessibilityReduceTransparency: Bool { self[ReduceTransparencyKey.self] }
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: in the same extension,
  /// `_accessibilityReduceTransparency: Bool`, get and set.
  public var _accessibilityReduceTransparency: Bool {
    get { self[ReduceTransparencyKey.self] }
    set { self[ReduceTransparencyKey.self] = newValue }
  }
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: in an iOS 13 extension,
  /// `accessibilityReduceMotion: Bool`, get only; the settable property is
  /// `_accessibilityReduceMotion`, below.
  public var accessibilityReduceMotion: Bool { self[ReduceMotionKey.self] }
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: in the same extension,
  /// `_accessibilityReduceMotion: Bool`, get and set.
  public var _accessibilityReduceMotion: Bool {
    get { self[ReduceMotionKey.self] }
    set { self[ReduceMotionKey.self] = newValue }
  }
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: in an iOS 13 extension,
  /// `isEnabled: Bool`, get and set.
  public var isEnabled: Bool {
    get { self[IsEnabledKey.self] }
    set { self[IsEnabledKey.self] = newValue }
  }
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: in an iOS 13 extension,
  /// `legibilityWeight: LegibilityWeight?`, get and set.
  public var legibilityWeight: LegibilityWeight? {
    get { self[LegibilityWeightKey.self] }
    set { self[LegibilityWeightKey.self] = newValue }
  }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension EnvironmentValues {
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: in an iOS 13 extension,
  /// `horizontalSizeClass: UserInterfaceSizeClass?`, get and set, with its own attribute for
  /// iOS 13 / macOS 10.15 / tvOS 13 / watchOS 6 and back-deployed before macOS 14 / tvOS 17 /
  /// watchOS 10. The stub keeps the iOS 13 attribute on the extension; it cannot back-deploy.
  public var horizontalSizeClass: UserInterfaceSizeClass? {
    get { self[HorizontalSizeClassKey.self] }
    set { self[HorizontalSizeClassKey.self] = newValue }
  }
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: `verticalSizeClass`, declared
  /// as `horizontalSizeClass` is, with the same availability.
  public var verticalSizeClass: UserInterfaceSizeClass? {
    get { self[VerticalSizeClassKey.self] }
    set { self[VerticalSizeClassKey.self] = newValue }
  }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension EnvironmentValues {
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: in an extension for iOS 15 /
  /// macOS 12 / tvOS 15 / watchOS 8, `dynamicTypeSize: DynamicTypeSize`, get and set.
  public var dynamicTypeSize: DynamicTypeSize {
    get { self[DynamicTypeSizeKey.self] }
    set { self[DynamicTypeSizeKey.self] = newValue }
  }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension EnvironmentValues {
  /// arm64-apple-ios.swiftinterface, iPhoneOS18.0.sdk: `var isFocused: Bool { get }`, in an
  /// extension with no attribute of its own, the property carrying iOS 14 / macOS 11 / tvOS 14 /
  /// watchOS 7 itself (the stub puts it on the extension). Nothing can set it here, so the stub
  /// always reads `false`.
  public var isFocused: Bool { self[IsFocusedKey.self] }
}
