// SwiftUI's types whose names a Cascade module also declares, and which no other file of the
// stub needs. Every such name is in the stub, so that a file that sees both modules meets,
// on Linux, the ambiguity it meets in Xcode: `View`, `Color`, `Font`, `Button`, `Label`,
// `TextField`, `EdgeInsets`, `TextAlignment`, `Axis`, `ColorScheme`, `LayoutDirection`
// (declared beside what uses them) and `ContentMode` and `ContentSizeCategory` (here), all
// CascadeViews' names too. Only what the name needs is declared.

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
/// that an unqualified `ContentSizeCategory` can mean); an extension marks its `Sendable`
/// conformance unavailable, as the stub's does.
@available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "DynamicTypeSize")
@available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "DynamicTypeSize")
@available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "DynamicTypeSize")
@available(watchOS, introduced: 6.0, deprecated: 100000.0, renamed: "DynamicTypeSize")
@available(visionOS, introduced: 1.0, deprecated: 100000.0, renamed: "DynamicTypeSize")
public enum ContentSizeCategory: Hashable, CaseIterable {
  case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
  case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge
  case accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge
}

@available(*, unavailable)
extension ContentSizeCategory: Sendable {}
