// Text, the string keys it is made from, and images.

/// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: a frozen struct
/// `LocalizedStringKey` conforming to `Equatable` and `ExpressibleByStringInterpolation` (so to
/// `ExpressibleByStringLiteral`), iOS 13 / macOS 10.15 / tvOS 13 / watchOS 6, with `init(_:)`
/// taking a `String`; an extension marks its `Sendable` conformance unavailable, as the stub's
/// does. A string literal given to `Text`, `Button`, `Label`, `Toggle` or `TextField` is one.
/// The stub keeps the key; its interpolation is the standard library's default, not SwiftUI's
/// own `LocalizedStringKey.StringInterpolation`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
  let key: String
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: `init(_:)` taking a `String`.
  public init(_ value: String) { key = value }
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: `init(stringLiteral:)`.
  public init(stringLiteral value: String) { key = value }
  /// The stub's interpolation: the standard library's.
  public init(stringInterpolation: DefaultStringInterpolation) {
    key = String(stringInterpolation: stringInterpolation)
  }
}

@available(*, unavailable)
extension LocalizedStringKey: Sendable {}

/// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: a frozen struct `Text`
/// conforming to `Equatable` and `Sendable`, iOS 13 / macOS 10.15 / tvOS 13 / watchOS 6; an iOS 13
/// extension makes it a `View`, so that it is not the main actor's under the iOS 18 `View`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Text: Equatable, Sendable {
  let content: String
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: a disfavored
  /// `init<S: StringProtocol>(_:)`, for a string that is not a literal.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) { self.content = String(content) }
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk:
  /// `init(_:tableName:bundle:comment:)` taking a `LocalizedStringKey`, a `String?`, a `Bundle?`
  /// and a `StaticString?`, each optional defaulting to `nil`: what a string literal makes.
  public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
    comment: StaticString? = nil
  ) { content = key.key }
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: `init(verbatim:)` taking a
  /// `String`.
  public init(verbatim content: String) { self.content = content }

  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: in an iOS 13 extension of
  /// `Text`, `nonisolated bold()` returning `Text`.
  nonisolated public func bold() -> Text { self }
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: in the same extension,
  /// `nonisolated font(_:)` taking `Font?` and returning `Text`.
  nonisolated public func font(_ font: Font?) -> Text { self }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Text: View {
  /// The stub's body (the interface's is `Never`): nothing renders.
  public var body: EmptyView { EmptyView() }
}

/// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: a frozen struct `Image`
/// declared conforming to `Equatable` and `Sendable`, iOS 13 / macOS 10.15 / tvOS 13 / watchOS 6;
/// an iOS 13 extension makes it a `View`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Image: Equatable, Sendable {
  let name: String
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: in an iOS 13 extension,
  /// `init(_:bundle:)` taking a `String` and a `Bundle?` defaulting to `nil`.
  public init(_ name: String, bundle: Bundle? = nil) { self.name = name }
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: in an iOS 13 extension,
  /// `init(systemName:)` taking a `String`: an SF Symbol.
  public init(systemName: String) { name = "system:" + systemName }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Image: View {
  /// The stub's body (the interface's is `Never`): nothing renders.
  public var body: EmptyView { EmptyView() }
}
