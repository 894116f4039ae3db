// The views the layer names: text, buttons, images and stacks. The interface gives each
// `Body == Never`; here each body is `EmptyView`, so that nothing traps.

/// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: a frozen struct `Text` conforming to
/// `Equatable` and `Sendable`, iOS 13 / macOS 10.15 / tvOS 13 / watchOS 6; an iOS 13
/// extension makes it a `View`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Text: Equatable, Sendable, View {
  let content: String
  /// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: a disfavored
  /// `init<S: StringProtocol>(_:)`. (The `LocalizedStringKey` and `verbatim:` forms are left
  /// out.)
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) { self.content = String(content) }
  /// The stub's body: nothing renders.
  public var body: EmptyView { EmptyView() }
}

/// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: a struct `Button<Label: View>: View`
/// (its `Sendable` conformance marked unavailable), iOS 13 / macOS 10.15 / tvOS 13 /
/// watchOS 6.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Button<Label: View>: View {
  let label: Label
  /// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: `init(action:label:)`, the action an
  /// escaping `() -> Void` and the label a `@ViewBuilder` closure.
  public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.label = label()
  }
  /// The stub's body: nothing renders.
  public var body: EmptyView { EmptyView() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Button where Label == Text {
  /// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: in an iOS 13 extension where
  /// `Label == Text`, a disfavored `init<S: StringProtocol>(_:action:)`. (The
  /// `LocalizedStringKey` form is left out.)
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
    label = Text(title)
  }
}

/// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: a frozen struct `Image` declared
/// conforming to `Equatable` and `Sendable`, iOS 13 / macOS 10.15 / tvOS 13 / watchOS 6 (an
/// extension marking a `Sendable` conformance unavailable follows it in the file; the stub
/// keeps the declared one); an iOS 13 extension makes it a `View`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Image: Equatable, Sendable, View {
  let name: String
  /// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: in an iOS 13 extension,
  /// `init(_:bundle:)` taking a `String` and a `Bundle?` defaulting to `nil`.
  public init(_ name: String, bundle: Bundle? = nil) { self.name = name }
  /// The stub's body: nothing renders.
  public var body: EmptyView { EmptyView() }
}

/// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: a frozen struct `HorizontalAlignment`
/// conforming to `Equatable` (`Sendable` from a trailing extension), iOS 13 / macOS 10.15 /
/// tvOS 13 / watchOS 6, with static constants `leading`, `center`, `trailing` in an iOS 13
/// extension.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct HorizontalAlignment: Equatable, Sendable {
  let name: String
  /// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: `static let leading`; the stub gives
  /// it a value of its own.
  public static let leading = HorizontalAlignment(name: "leading")
  /// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: `static let center`; the stub gives it
  /// a value of its own.
  public static let center = HorizontalAlignment(name: "center")
  /// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: `static let trailing`; the stub gives
  /// it a value of its own.
  public static let trailing = HorizontalAlignment(name: "trailing")
}

/// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: a frozen struct `VerticalAlignment`
/// conforming to `Equatable` (`Sendable` from a trailing extension), iOS 13 / macOS 10.15 /
/// tvOS 13 / watchOS 6, with static constants `top`, `center`, `bottom` in an iOS 13
/// extension.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct VerticalAlignment: Equatable, Sendable {
  let name: String
  /// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: `static let top`; the stub gives it a
  /// value of its own.
  public static let top = VerticalAlignment(name: "top")
  /// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: `static let center`; the stub gives it
  /// a value of its own.
  public static let center = VerticalAlignment(name: "center")
  /// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: `static let bottom`; the stub gives it
  /// a value of its own.
  public static let bottom = VerticalAlignment(name: "bottom")
}

/// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: a frozen struct `VStack<Content: View>:
/// View` (its `Sendable` conformance marked unavailable), iOS 13 / macOS 10.15 / tvOS 13 /
/// watchOS 6.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency
public struct VStack<Content: View>: View {
  nonisolated(unsafe) let content: Content
  /// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: an inlinable
  /// `init(alignment:spacing:content:)`, alignment a `HorizontalAlignment` defaulting to
  /// `.center`, spacing a `CGFloat?` defaulting to `nil`, content a `@ViewBuilder` closure.
  nonisolated public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) { self.content = content() }
  /// The stub's body: nothing renders.
  public var body: EmptyView { EmptyView() }
}

/// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: a frozen struct `HStack<Content: View>:
/// View` (its `Sendable` conformance marked unavailable), iOS 13 / macOS 10.15 / tvOS 13 /
/// watchOS 6.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency
public struct HStack<Content: View>: View {
  nonisolated(unsafe) let content: Content
  /// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: an inlinable
  /// `init(alignment:spacing:content:)`, as `VStack`'s but with a `VerticalAlignment`.
  nonisolated public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) { self.content = content() }
  /// The stub's body: nothing renders.
  public var body: EmptyView { EmptyView() }
}
