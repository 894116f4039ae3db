// Stacks, spacers and the alignments they take. The interface gives each view
// `Body == Never`; here each body is `EmptyView`, so that nothing traps.

/// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: a frozen struct
/// `HorizontalAlignment` conforming to `Equatable` (`Sendable` from a trailing extension), made
/// with `init(_:)` from an `AlignmentID` type (left out), iOS 13 / macOS 10.15 /
/// tvOS 13 / watchOS 6, with static constants `leading`, `center`, `trailing` in an iOS 13
/// extension.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct HorizontalAlignment: Equatable, Sendable {
  let name: String
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: `static let leading`; the
  /// stub gives it a value of its own.
  public static let leading = HorizontalAlignment(name: "leading")
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: `static let center`; the stub
  /// gives it a value of its own.
  public static let center = HorizontalAlignment(name: "center")
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: `static let trailing`; the
  /// stub gives it a value of its own.
  public static let trailing = HorizontalAlignment(name: "trailing")
}

/// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: a frozen struct
/// `VerticalAlignment` conforming to `Equatable` (`Sendable` from a trailing extension), made with
/// `init(_:)` from an `AlignmentID` type (left out), iOS 13 / macOS 10.15 / tvOS 13 / watchOS 6,
/// with static constants `top`, `center`, `bottom` (and the text baselines, left out) in an iOS 13
/// extension.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct VerticalAlignment: Equatable, Sendable {
  let name: String
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: `static let top`; the stub
  /// gives it a value of its own.
  public static let top = VerticalAlignment(name: "top")
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: `static let center`; the stub
  /// gives it a value of its own.
  public static let center = VerticalAlignment(name: "center")
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: `static let bottom`; the stub
  /// gives it a value of its own.
  public static let bottom = VerticalAlignment(name: "bottom")
}

/// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: a frozen struct
/// `VStack<Content: View>: View`, `@MainActor @preconcurrency`, iOS 13 / macOS 10.15 /
/// tvOS 13 / watchOS 6, its `Sendable` conformance marked unavailable.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency
public struct VStack<Content: View>: View {
  nonisolated(unsafe) let content: Content
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: an inlinable
  /// `nonisolated` `init(alignment:spacing:content:)`, alignment a `HorizontalAlignment`
  /// defaulting to `.center`, spacing a `CGFloat?` defaulting to `nil`, content a
  /// `@ViewBuilder` closure.
  nonisolated public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) { self.content = content() }
  /// The stub's body: nothing renders.
  public var body: EmptyView { EmptyView() }
}

/// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: a frozen struct
/// `HStack<Content: View>: View`, `@MainActor @preconcurrency`, iOS 13 / macOS 10.15 /
/// tvOS 13 / watchOS 6, its `Sendable` conformance marked unavailable.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency
public struct HStack<Content: View>: View {
  nonisolated(unsafe) let content: Content
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: an inlinable
  /// `nonisolated` `init(alignment:spacing:content:)`, as `VStack`'s but with a
  /// `VerticalAlignment`.
  nonisolated public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) { self.content = content() }
  /// The stub's body: nothing renders.
  public var body: EmptyView { EmptyView() }
}

/// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: a frozen struct
/// `ZStack<Content: View>: View`, `@MainActor @preconcurrency`, iOS 13 / macOS 10.15 /
/// tvOS 13 / watchOS 6, its `Sendable` conformance marked unavailable.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency
public struct ZStack<Content: View>: View {
  nonisolated(unsafe) let content: Content
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: an inlinable
  /// `nonisolated` `init(alignment:content:)`, alignment an `Alignment` defaulting to
  /// `.center`, content a `@ViewBuilder` closure.
  nonisolated public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
  /// The stub's body: nothing renders.
  public var body: EmptyView { EmptyView() }
}

/// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: a frozen struct `Spacer` marked
/// `@MainActor @preconcurrency`, iOS 13 / macOS 10.15 / tvOS 13 / watchOS 6, with
/// `var minLength: CGFloat?`; trailing extensions make it a `View` and `Sendable`. Unlike the
/// stacks' initializers, its initializer is the main actor's, not `nonisolated`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency
public struct Spacer: View, Sendable {
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: `@MainActor @preconcurrency
  /// var minLength: CGFloat?`.
  public var minLength: CGFloat?
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: an inlinable
  /// `@MainActor @preconcurrency init(minLength:)` defaulting to `nil`.
  public init(minLength: CGFloat? = nil) { self.minLength = minLength }
  /// The stub's body: nothing renders.
  public var body: EmptyView { EmptyView() }
}
