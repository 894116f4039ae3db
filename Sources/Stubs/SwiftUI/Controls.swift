// Buttons and their styles, toggles, text fields and labels. In the iOS 18 SDK these live
// in SwiftUI (not SwiftUICore), and each view type is the main actor's.

/// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: a struct `Button<Label: View>: View`
/// (its `Sendable` conformance marked unavailable), iOS 13 / macOS 10.15 / tvOS 13 /
/// watchOS 6. A `View` in its own declaration, so the main actor's under the iOS 18
/// `View`; its initializers are `nonisolated`, as the iOS 18 stacks' are.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Button<Label: View>: View {
  nonisolated(unsafe) let label: Label
  /// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: `init(action:label:)`, the action an
  /// escaping `() -> Void` and the label a `@ViewBuilder` closure.
  nonisolated public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.label = label()
  }
  /// The stub's body: nothing renders.
  public var body: EmptyView { EmptyView() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Button where Label == Text {
  /// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: in an iOS 13 extension where
  /// `Label == Text`, `init(_:action:)` taking a `LocalizedStringKey`: what a string literal
  /// makes.
  nonisolated public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
    label = Text(titleKey)
  }
  /// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: in the same extension, a disfavored
  /// `init<S: StringProtocol>(_:action:)`.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
    label = Text(title)
  }
}

/// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: a struct `ButtonRole` conforming to
/// `Equatable` and `Sendable`, iOS 15 / macOS 12 / tvOS 15 / watchOS 8, with static
/// constants `destructive` and `cancel`.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct ButtonRole: Equatable, Sendable {
  let name: String
  /// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: `static let destructive`; the stub
  /// gives it a value of its own.
  public static let destructive = ButtonRole(name: "destructive")
  /// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: `static let cancel`; the stub gives
  /// it a value of its own.
  public static let cancel = ButtonRole(name: "cancel")
}

/// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: a protocol `ButtonStyle`, iOS 13 /
/// macOS 10.15 / tvOS 13 / watchOS 6, with an associated type `Body: View`, a
/// `makeBody(configuration:)` marked `@ViewBuilder` and main-actor-isolated in the unsafe
/// form, and `Configuration` a typealias for `ButtonStyleConfiguration`. The stub isolates
/// the whole protocol, as the iOS 18 SDK does `View`, `App` and `PrimitiveButtonStyle`
/// (read in the iOS 18.0 SDK's SwiftUI interface: `@preconcurrency @MainActor public
/// protocol PrimitiveButtonStyle`).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency
public protocol ButtonStyle {
  associatedtype Body: View
  typealias Configuration = ButtonStyleConfiguration
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: a struct `ButtonStyleConfiguration`,
/// iOS 13 / macOS 10.15 / tvOS 13 / watchOS 6, with a nested type-erased `Label: View`,
/// `let label: Label`, `let isPressed: Bool` and, from iOS 15, `let role: ButtonRole?`; it
/// has no public initializer, so only SwiftUI makes one.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ButtonStyleConfiguration {
  /// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: the nested struct `Label: View`, the
  /// button's label with its type erased.
  public struct Label: View {
    /// The stub's body: nothing renders.
    public var body: EmptyView { EmptyView() }
  }
  /// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: `let role: ButtonRole?`, iOS 15; the
  /// stub computes it, and it is always `nil`.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public var role: ButtonRole? { nil }
  /// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: `let label: Label`.
  public let label: Label
  /// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: `let isPressed: Bool`.
  public let isPressed: Bool
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  /// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: in an iOS 13 extension of `View`,
  /// `buttonStyle<S: ButtonStyle>(_:)` returning `some View`. (The overload taking a
  /// `PrimitiveButtonStyle` is left out.)
  nonisolated public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View { self }
}

/// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: a struct `Toggle<Label: View>: View`,
/// iOS 13 / macOS 10.15 / tvOS 13 / watchOS 6, made with `init(isOn:label:)`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Toggle<Label: View>: View {
  nonisolated(unsafe) let label: Label
  /// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: `init(isOn:label:)` taking a
  /// `Binding<Bool>` and a `@ViewBuilder` closure.
  nonisolated public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.label = label()
  }
  /// The stub's body: nothing renders.
  public var body: EmptyView { EmptyView() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Toggle where Label == Text {
  /// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: in an extension where
  /// `Label == Text`, `init(_:isOn:)` taking a `LocalizedStringKey`.
  nonisolated public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
    label = Text(titleKey)
  }
  /// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: in the same extension, a disfavored
  /// `init<S: StringProtocol>(_:isOn:)`.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    label = Text(title)
  }
}

/// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: a struct `TextField<Label: View>: View`,
/// iOS 13 / macOS 10.15 / tvOS 13 / watchOS 6; its name is also CascadeViews' text field's.
/// The iOS 18 SDK's SwiftUI interface declares its initializers `nonisolated`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct TextField<Label: View>: View {
  nonisolated(unsafe) let label: Label
  /// The stub's body: nothing renders.
  public var body: EmptyView { EmptyView() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension TextField where Label == Text {
  /// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: in an extension where
  /// `Label == Text`, `init(_:text:)` taking a `LocalizedStringKey` and a `Binding<String>`.
  nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
    label = Text(titleKey)
  }
  /// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: in the same extension, a disfavored
  /// `init<S: StringProtocol>(_:text:)`.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    label = Text(title)
  }
}

/// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: a struct `Label<Title: View, Icon: View>:
/// View`, iOS 14 / macOS 11 / tvOS 14 / watchOS 7, made of a title and an icon; its name is
/// also CascadeViews' label's.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct Label<Title: View, Icon: View>: View {
  nonisolated(unsafe) let title: Title
  nonisolated(unsafe) let icon: Icon
  /// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: `init(title:icon:)`, both
  /// `@ViewBuilder` closures.
  nonisolated public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }
  /// The stub's body: nothing renders.
  public var body: EmptyView { EmptyView() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Label where Title == Text, Icon == Image {
  /// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: in an extension where
  /// `Title == Text, Icon == Image`, `init(_:systemImage:)` taking a `LocalizedStringKey`
  /// and a symbol's name.
  nonisolated public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
  }
  /// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: in the same extension, a disfavored
  /// `init<S: StringProtocol>(_:systemImage:)`.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ title: S, systemImage name: String) {
    self.init(title: { Text(title) }, icon: { Image(systemName: name) })
  }
}
