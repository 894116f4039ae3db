// The environment: keys, values, the property wrapper, and the modifier that writes one.

/// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: a protocol `EnvironmentKey`,
/// iOS 13 / macOS 10.15 / tvOS 13 / watchOS 6, with an associated type `Value` and a get-only
/// static `defaultValue`. Its iOS 16 `_valuesEqual` requirement has a default and is left out.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol EnvironmentKey {
  associatedtype Value
  static var defaultValue: Value { get }
}

/// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: a struct `EnvironmentValues`
/// conforming to `CustomStringConvertible` (its `Sendable` conformance is marked unavailable), iOS
/// 13 / macOS 10.15 / tvOS 13 / watchOS 6, as the stub's is. Values are kept, so that tests can
/// read what they write.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct EnvironmentValues: CustomStringConvertible {
  private var values: [ObjectIdentifier: Any] = [:]

  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: a public `init()`.
  public init() {}

  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: a get/set subscript `(key:)`
  /// taking `K.Type` for `K: EnvironmentKey` and giving `K.Value`.
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }

  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: a get-only
  /// `description: String`.
  public var description: String { "EnvironmentValues(\(values.count) values)" }
}

@available(*, unavailable)
extension EnvironmentValues: Sendable {}

/// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: a protocol `DynamicProperty`,
/// iOS 13 / macOS 10.15 / tvOS 13 / watchOS 6, whose requirements (`_makeProperty`,
/// `_propertyBehaviors`, `update()`) all have defaults there; the stub declares none.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol DynamicProperty {}

/// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: a frozen property-wrapper
/// struct `Environment<Value>: DynamicProperty` (`Sendable` where `Value` is, from an extension the
/// stub leaves out), iOS 13 / macOS 10.15 / tvOS 13 / watchOS 6, with an inlinable
/// `init(_ keyPath:)` taking `KeyPath<EnvironmentValues, Value>` and an inlinable get-only
/// `wrappedValue`. The stub reads a default environment: nothing installs one.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  private let keyPath: KeyPath<EnvironmentValues, Value>

  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: `init(_ keyPath:)`, as above.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: get-only
  /// `wrappedValue: Value`.
  public var wrappedValue: Value { EnvironmentValues()[keyPath: keyPath] }
}

/// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: a frozen struct
/// `_EnvironmentKeyWritingModifier<Value>` conforming to `ViewModifier` and `_GraphInputsModifier`,
/// `@MainActor @preconcurrency`, iOS 13 / macOS 10.15 / tvOS 13 / watchOS 6, with public main-actor
/// `keyPath: WritableKeyPath<EnvironmentValues, Value>` and `value: Value` and an inlinable
/// `nonisolated init(keyPath:value:)`; its `Sendable` conformance is marked unavailable. The stub
/// marks the two properties `nonisolated(unsafe)`: in the Swift 6 language mode a `nonisolated`
/// initializer may not set main-actor properties (the SDK is built in Swift 5 mode). There its
/// `Body` is `Never` and it declares no `body(content:)`; the stub, which has no graph inputs,
/// gives it one that returns `EmptyView`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct _EnvironmentKeyWritingModifier<Value>: ViewModifier {
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: `var keyPath`, as above.
  nonisolated(unsafe) public var keyPath: WritableKeyPath<EnvironmentValues, Value>
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: `var value: Value`.
  nonisolated(unsafe) public var value: Value
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk:
  /// `nonisolated init(keyPath:value:)`.
  nonisolated public init(keyPath: WritableKeyPath<EnvironmentValues, Value>, value: Value) {
    self.keyPath = keyPath
    self.value = value
  }
  /// The stub's own body (not in the interface, whose `Body` is `Never`): nothing renders.
  public func body(content: Content) -> EmptyView { EmptyView() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: in an iOS 13 extension of
  /// `View`, an inlinable `nonisolated environment<V>(_:_:)` taking
  /// `WritableKeyPath<EnvironmentValues, V>` and `V` and returning `some View`.
  nonisolated public func environment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V
  ) -> some View {
    modifier(_EnvironmentKeyWritingModifier(keyPath: keyPath, value: value))
  }

  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: in an iOS 13 extension of
  /// `View`, an inlinable `nonisolated onAppear(perform:)` taking an optional `() -> Void`
  /// defaulting to `nil` and returning `some View`.
  nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
  /// Runs `action` in a task when the view appears and again, after cancelling the last,
  /// each time `value` changes; the task is cancelled when the view disappears.
  /// arm64-apple-ios.swiftinterface, iPhoneOS18.0.sdk: in an iOS 15 extension of `View` in
  /// SwiftUI (not SwiftUICore), inlinable and `nonisolated`, `value` `Equatable`, `priority`
  /// defaulting to `.userInitiated`, the action `@_inheritActorContext` and
  /// `@escaping @Sendable () async -> Void`. The stub runs nothing: it shows no view.
  nonisolated public func task<T: Equatable>(
    id value: T, priority: TaskPriority = .userInitiated,
    @_inheritActorContext _ action: @escaping @Sendable () async -> Void
  ) -> some View { self }
}
