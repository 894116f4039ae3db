// Buttons and their styles, toggles, text fields and labels. In the iOS 18 SDK these live
// in SwiftUI (not SwiftUICore), and each view type is the main actor's.

/// arm64-apple-ios.swiftinterface, iPhoneOS18.0.sdk: `@MainActor @preconcurrency public struct
/// Button<Label>: View where Label: View`, iOS 13 / macOS 10.15 / tvOS 13 / watchOS 6, its
/// `Sendable` conformance marked unavailable (left out here). Its initializers are
/// `@preconcurrency nonisolated`, and each takes the action as an escaping `@MainActor () -> Void`.
/// (The iOS 14 `systemImage:`, iOS 15 `role:` and iOS 17 `image:` initializers are left out.)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency
public struct Button<Label: View>: View {
  nonisolated(unsafe) let label: Label
  /// arm64-apple-ios.swiftinterface, iPhoneOS18.0.sdk: `@preconcurrency nonisolated
  /// init(action:label:)`, the action an escaping `@MainActor () -> Void` and the label a
  /// non-escaping `@ViewBuilder` closure.
  @preconcurrency
  nonisolated public init(
    action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
  }
  /// The stub's body: nothing renders.
  public var body: EmptyView { EmptyView() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Button where Label == Text {
  /// arm64-apple-ios.swiftinterface, iPhoneOS18.0.sdk: in an iOS 13 extension where
  /// `Label == Text`, `@preconcurrency nonisolated init(_:action:)` taking a `LocalizedStringKey`
  /// (what a string literal makes) and an escaping `@MainActor () -> Void`.
  @preconcurrency
  nonisolated public init(
    _ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void
  ) {
    label = Text(titleKey)
  }
  /// arm64-apple-ios.swiftinterface, iPhoneOS18.0.sdk: in the same extension, a disfavored
  /// `@preconcurrency nonisolated init<S: StringProtocol>(_:action:)`, the action an escaping
  /// `@MainActor () -> Void`.
  @preconcurrency @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(
    _ title: S, action: @escaping @MainActor () -> Void
  ) {
    label = Text(title)
  }
}

/// arm64-apple-ios.swiftinterface, iPhoneOS18.0.sdk: a struct `ButtonRole: Equatable, Sendable`,
/// iOS 15 / macOS 12 / tvOS 15 / watchOS 8, with static constants `destructive` and `cancel` and
/// its own `==`.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct ButtonRole: Equatable, Sendable {
  let name: String
  /// arm64-apple-ios.swiftinterface, iPhoneOS18.0.sdk: `static let destructive`; the stub gives it
  /// a value of its own.
  public static let destructive = ButtonRole(name: "destructive")
  /// arm64-apple-ios.swiftinterface, iPhoneOS18.0.sdk: `static let cancel`; the stub gives it a
  /// value of its own.
  public static let cancel = ButtonRole(name: "cancel")
}

/// arm64-apple-ios.swiftinterface, iPhoneOS18.0.sdk: `@preconcurrency @MainActor public protocol
/// ButtonStyle`, iOS 13 / macOS 10.15 / tvOS 13 / watchOS 6, with an associated type `Body: View`,
/// a `makeBody(configuration:)` marked `@ViewBuilder` (and printed `@MainActor @preconcurrency`),
/// and `Configuration` a typealias for `ButtonStyleConfiguration`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency
public protocol ButtonStyle {
  associatedtype Body: View
  typealias Configuration = ButtonStyleConfiguration
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// arm64-apple-ios.swiftinterface, iPhoneOS18.0.sdk: a struct `ButtonStyleConfiguration`, iOS 13 /
/// macOS 10.15 / tvOS 13 / watchOS 6, with a nested type-erased `Label: View`, `let label: Label`,
/// `let isPressed: Bool` and, from iOS 15, `let role: ButtonRole?`; it has no public initializer,
/// so only SwiftUI makes one. Its `Sendable` conformance, and its `Label`'s, are marked unavailable
/// (left out here).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ButtonStyleConfiguration {
  /// arm64-apple-ios.swiftinterface, iPhoneOS18.0.sdk: the nested `@MainActor @preconcurrency
  /// struct Label: View`, the button's label with its type erased; its `Body` is `Never` there,
  /// `EmptyView` here.
  public struct Label: View {
    /// The stub's body: nothing renders.
    public var body: EmptyView { EmptyView() }
  }
  /// arm64-apple-ios.swiftinterface, iPhoneOS18.0.sdk: `let role: ButtonRole?`, iOS 15 / macOS 12 /
  /// tvOS 15 / watchOS 8; the stub computes it, and it is always `nil`.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public var role: ButtonRole? { nil }
  /// arm64-apple-ios.swiftinterface, iPhoneOS18.0.sdk: `let label: Label`.
  public let label: Label
  /// arm64-apple-ios.swiftinterface, iPhoneOS18.0.sdk: `let isPressed: Bool`.
  public let isPressed: Bool
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  /// arm64-apple-ios.swiftinterface, iPhoneOS18.0.sdk: in an iOS 13 extension of `View`,
  /// `nonisolated buttonStyle<S: ButtonStyle>(_:)` returning `some View`. (The overload taking a
  /// `PrimitiveButtonStyle`, in another iOS 13 extension, is left out.)
  nonisolated public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View { self }
}

/// arm64-apple-ios.swiftinterface, iPhoneOS18.0.sdk: a struct `@MainActor @preconcurrency
/// Toggle<Label: View>: View`, iOS 13 / macOS 10.15 / tvOS 13 / watchOS 6, its `Sendable`
/// conformance marked unavailable (left out here). Its `body` is `some View` there; the stub's is
/// `EmptyView`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency
public struct Toggle<Label: View>: View {
  nonisolated(unsafe) let label: Label
  /// arm64-apple-ios.swiftinterface, iPhoneOS18.0.sdk: `nonisolated init(isOn:label:)` taking a
  /// `Binding<Bool>` and a non-escaping `@ViewBuilder` closure. (The iOS 16
  /// `init(sources:isOn:label:)` is left out.)
  nonisolated public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.label = label()
  }
  /// The stub's body: nothing renders.
  public var body: EmptyView { EmptyView() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Toggle where Label == Text {
  /// arm64-apple-ios.swiftinterface, iPhoneOS18.0.sdk: in an iOS 13 extension where
  /// `Label == Text`, `nonisolated init(_:isOn:)` taking a `LocalizedStringKey`.
  nonisolated public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
    label = Text(titleKey)
  }
  /// arm64-apple-ios.swiftinterface, iPhoneOS18.0.sdk: in the same extension, a disfavored
  /// `nonisolated init<S: StringProtocol>(_:isOn:)`.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    label = Text(title)
  }
}

/// arm64-apple-ios.swiftinterface, iPhoneOS18.0.sdk: a struct `@MainActor @preconcurrency
/// TextField<Label: View>: View`, iOS 13 / macOS 10.15 / tvOS 13 / watchOS 6, its `Sendable`
/// conformance marked unavailable (left out here); its initializers are `nonisolated`. Its name is
/// also CascadeViews' text field's.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency
public struct TextField<Label: View>: View {
  nonisolated(unsafe) let label: Label
  /// The stub's body: nothing renders.
  public var body: EmptyView { EmptyView() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension TextField where Label == Text {
  /// arm64-apple-ios.swiftinterface, iPhoneOS18.0.sdk: in an extension where `Label == Text` (the
  /// extension has no attribute; the initializer carries iOS 13 / macOS 10.15 / tvOS 13 / watchOS 6
  /// itself), `@_alwaysEmitIntoClient nonisolated init(_:text:)` taking a `LocalizedStringKey` and
  /// a `Binding<String>`.
  nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
    label = Text(titleKey)
  }
  /// arm64-apple-ios.swiftinterface, iPhoneOS18.0.sdk: in the same extension, with the same
  /// availability, a disfavored `nonisolated init<S: StringProtocol>(_:text:)`.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    label = Text(title)
  }
}

/// arm64-apple-ios.swiftinterface, iPhoneOS18.0.sdk: `@MainActor @preconcurrency public struct
/// Label<Title, Icon>: View where Title: View, Icon: View`, iOS 14 / macOS 11 / tvOS 14 / watchOS
/// 7, made of a title and an icon, its `Sendable` conformance marked unavailable (left out here);
/// its name is also CascadeViews' label's.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency
public struct Label<Title: View, Icon: View>: View {
  nonisolated(unsafe) let title: Title
  nonisolated(unsafe) let icon: Icon
  /// arm64-apple-ios.swiftinterface, iPhoneOS18.0.sdk: `nonisolated init(title:icon:)`, both
  /// non-escaping `@ViewBuilder` closures.
  nonisolated public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }
  /// The stub's body: nothing renders.
  public var body: EmptyView { EmptyView() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Label where Title == Text, Icon == Image {
  /// arm64-apple-ios.swiftinterface, iPhoneOS18.0.sdk: in an iOS 14 extension where
  /// `Title == Text, Icon == Image`, `nonisolated init(_:systemImage:)` taking a
  /// `LocalizedStringKey` and a symbol's name. (The `image:` forms, taking an asset's name, are
  /// left out.)
  nonisolated public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
  }
  /// arm64-apple-ios.swiftinterface, iPhoneOS18.0.sdk: in the same extension, a disfavored
  /// `nonisolated init<S: StringProtocol>(_:systemImage:)`.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ title: S, systemImage name: String) {
    self.init(title: { Text(title) }, icon: { Image(systemName: name) })
  }
}
