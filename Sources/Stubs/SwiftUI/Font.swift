// Fonts.

/// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: a frozen struct `Font`
/// conforming to `Hashable` and `Sendable`, iOS 13 / macOS 10.15 / tvOS 13 / watchOS 6. The stub
/// keeps a description of how it was made, so that tests can read what a mapping made.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Font: Hashable, Sendable {
  /// How the font was made, for tests: the interface has no such property.
  public let recipe: String

  init(_ recipe: String) { self.recipe = recipe }

  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: in an iOS 13 extension of
  /// `Font`, a frozen nested struct `Weight` conforming to `Hashable` (`Sendable` from a trailing
  /// extension), with nine static constants, `ultraLight` through `black`.
  public struct Weight: Hashable, Sendable {
    let name: String
    /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: a static constant
    /// `ultraLight`; the stub gives it a value of its own.
    public static let ultraLight = Weight(name: "ultraLight")
    /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: a static constant `thin`;
    /// the stub gives it a value of its own.
    public static let thin = Weight(name: "thin")
    /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: a static constant `light`;
    /// the stub gives it a value of its own.
    public static let light = Weight(name: "light")
    /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: a static constant
    /// `regular`; the stub gives it a value of its own.
    public static let regular = Weight(name: "regular")
    /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: a static constant `medium`;
    /// the stub gives it a value of its own.
    public static let medium = Weight(name: "medium")
    /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: a static constant
    /// `semibold`; the stub gives it a value of its own.
    public static let semibold = Weight(name: "semibold")
    /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: a static constant `bold`;
    /// the stub gives it a value of its own.
    public static let bold = Weight(name: "bold")
    /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: a static constant `heavy`;
    /// the stub gives it a value of its own.
    public static let heavy = Weight(name: "heavy")
    /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: a static constant `black`;
    /// the stub gives it a value of its own.
    public static let black = Weight(name: "black")
  }

  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: in an iOS 13 extension of
  /// `Font`, a nested enum `Design` conforming to `Hashable` and `Sendable`, cases `default`,
  /// `serif`, `rounded` and `monospaced`; `serif` and `monospaced` carry a watchOS 7 attribute,
  /// which does not concern iOS and which the stub leaves out.
  public enum Design: Hashable, Sendable {
    case `default`, serif, rounded, monospaced
  }

  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: in an iOS 13 extension of
  /// `Font`, a nested enum `TextStyle` conforming to `CaseIterable` and `Sendable` (`Equatable` and
  /// `Hashable` from trailing extensions), cases `largeTitle`, `title`, `title2`, `title3`,
  /// `headline`, `subheadline`, `body`, `callout`, `footnote`, `caption`, `caption2`, where
  /// `title2`, `title3` and `caption2` carry iOS 14 / macOS 11 / tvOS 14 / watchOS 7 attributes,
  /// plus two visionOS-only cases (`extraLargeTitle`, `extraLargeTitle2`, unavailable on iOS) and
  /// an explicit `allCases`. The stub leaves out the visionOS cases and the three iOS 14 attributes
  /// (all below the iOS 15 floor), so that `CaseIterable` is synthesized.
  public enum TextStyle: CaseIterable, Hashable, Sendable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote
    case caption, caption2
  }

  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: in an iOS 13 extension of
  /// `Font`, a disfavored `system(size:weight:design:)` taking `CGFloat`, a non-optional `Weight`
  /// defaulting to `.regular` and a non-optional `Design` defaulting to `.default`, whose
  /// attributes introduce it in iOS 13 / macOS 10.15 / tvOS 13 / watchOS 6 / visionOS 1 and
  /// deprecate it in the placeholder version 100000 with the message the stub repeats. That iOS 16
  /// form (optional weight and design, both defaulting to `nil`) is left out: on Linux, where the
  /// compiler ignores iOS availability, it would win overload resolution over this one, and the
  /// availability check would then see an iOS 16 use that an iOS 15 build does not make.
  @available(
    iOS, introduced: 13.0, deprecated: 100000.0,
    message: "Use `system(size:weight:design:)` instead."
  )
  @available(
    macOS, introduced: 10.15, deprecated: 100000.0,
    message: "Use `system(size:weight:design:)` instead."
  )
  @available(
    tvOS, introduced: 13.0, deprecated: 100000.0,
    message: "Use `system(size:weight:design:)` instead."
  )
  @available(
    watchOS, introduced: 6.0, deprecated: 100000.0,
    message: "Use `system(size:weight:design:)` instead."
  )
  @available(
    visionOS, introduced: 1.0, deprecated: 100000.0,
    message: "Use `system(size:weight:design:)` instead."
  )
  @_disfavoredOverload
  public static func system(
    size: CGFloat, weight: Weight = .regular, design: Design = .default
  )
    -> Font
  { Font("system \(size) \(weight.name)") }

  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: in an iOS 13 extension of
  /// `Font`, a disfavored `system(_:design:)` taking a `TextStyle` and a non-optional `Design`
  /// defaulting to `.default`, with the same introduced and deprecated versions as
  /// `system(size:weight:design:)`, and a message naming `system(_:design:weight:)`, which the stub
  /// repeats. Its iOS 16 replacement, `system(_:design:weight:)` with optionals, is left out for
  /// the same reason.
  @available(
    iOS, introduced: 13.0, deprecated: 100000.0,
    message: "Use `system(_:design:weight:)` instead."
  )
  @available(
    macOS, introduced: 10.15, deprecated: 100000.0,
    message: "Use `system(_:design:weight:)` instead."
  )
  @available(
    tvOS, introduced: 13.0, deprecated: 100000.0,
    message: "Use `system(_:design:weight:)` instead."
  )
  @available(
    watchOS, introduced: 6.0, deprecated: 100000.0,
    message: "Use `system(_:design:weight:)` instead."
  )
  @available(
    visionOS, introduced: 1.0, deprecated: 100000.0,
    message: "Use `system(_:design:weight:)` instead."
  )
  @_disfavoredOverload
  public static func system(_ style: TextStyle, design: Design = .default) -> Font {
    Font("system \(style)")
  }

  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: in an iOS 13 extension of
  /// `Font`, `custom(_:size:)` taking a `String` and a `CGFloat` (the `relativeTo:` and
  /// `fixedSize:` forms are iOS 14 and left out).
  public static func custom(_ name: String, size: CGFloat) -> Font {
    Font("custom \(name) \(size)")
  }

  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: in an iOS 13 extension of
  /// `Font`, the instance method `weight(_:)` taking a `Weight`.
  public func weight(_ weight: Weight) -> Font { Font(recipe + " weight \(weight.name)") }

  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: in the same extension,
  /// `italic()`.
  public func italic() -> Font { Font(recipe + " italic") }

  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: in the same extension,
  /// `bold()`.
  public func bold() -> Font { Font(recipe + " bold") }

  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk:
  /// `static let largeTitle: Font`, the text style's system font, in an iOS 13 extension of `Font`.
  public static let largeTitle = Font("textStyle largeTitle")
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: `static let title: Font`, the
  /// text style's system font, in an iOS 13 extension of `Font`.
  public static let title = Font("textStyle title")
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: `static let title2: Font`,
  /// the text style's system font, with its own iOS 14 / macOS 11 / tvOS 14 / watchOS 7 attribute.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public static let title2 = Font("textStyle title2")
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: `static let title3: Font`,
  /// the text style's system font, with its own iOS 14 / macOS 11 / tvOS 14 / watchOS 7 attribute.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public static let title3 = Font("textStyle title3")
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: `static let headline: Font`,
  /// the text style's system font, in an iOS 13 extension of `Font`.
  public static let headline = Font("textStyle headline")
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk:
  /// `static let subheadline: Font`, the text style's system font, in an iOS 13 extension of
  /// `Font`.
  public static let subheadline = Font("textStyle subheadline")
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: `static let body: Font`, the
  /// text style's system font, in an iOS 13 extension of `Font`.
  public static let body = Font("textStyle body")
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: `static let callout: Font`,
  /// the text style's system font, in an iOS 13 extension of `Font`.
  public static let callout = Font("textStyle callout")
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: `static let footnote: Font`,
  /// the text style's system font, in an iOS 13 extension of `Font`.
  public static let footnote = Font("textStyle footnote")
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: `static let caption: Font`,
  /// the text style's system font, in an iOS 13 extension of `Font`.
  public static let caption = Font("textStyle caption")
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: `static let caption2: Font`,
  /// the text style's system font, with its own iOS 14 / macOS 11 / tvOS 14 / watchOS 7 attribute.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public static let caption2 = Font("textStyle caption2")
}
