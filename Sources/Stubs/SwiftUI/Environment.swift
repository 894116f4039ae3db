// The environment: keys, values, the property wrapper, and the modifier that writes one.

/// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: a protocol `EnvironmentKey`, iOS 13 /
/// macOS 10.15 / tvOS 13 / watchOS 6, with an associated type `Value` and a get-only static
/// `defaultValue`. Its iOS 16 `_valuesEqual` requirement has a default and is left out.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol EnvironmentKey {
  associatedtype Value
  static var defaultValue: Value { get }
}

/// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: a struct `EnvironmentValues` conforming
/// to `CustomStringConvertible` (its `Sendable` conformance is marked unavailable), iOS 13 /
/// macOS 10.15 / tvOS 13 / watchOS 6. Values are kept, so that tests can read what they
/// write.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct EnvironmentValues: CustomStringConvertible {
  private var values: [ObjectIdentifier: Any] = [:]

  /// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: a public `init()`.
  public init() {}

  /// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: a get/set subscript `(key:)` taking
  /// `K.Type` for `K: EnvironmentKey` and giving `K.Value`.
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }

  /// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: a get-only `description: String`.
  public var description: String { "EnvironmentValues(\(values.count) values)" }
}

/// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: a protocol `DynamicProperty`, iOS 13 /
/// macOS 10.15 / tvOS 13 / watchOS 6, whose requirements (`_makeProperty`,
/// `_propertyBehaviors`, `update()`) all have defaults there; the stub declares none.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol DynamicProperty {}

/// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: a frozen property-wrapper struct
/// `Environment<Value>: DynamicProperty`, iOS 13 / macOS 10.15 / tvOS 13 / watchOS 6, with an
/// inlinable `init(_ keyPath:)` taking `KeyPath<EnvironmentValues, Value>` and an inlinable
/// get-only `wrappedValue`. The stub reads a default environment: nothing installs one.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  private let keyPath: KeyPath<EnvironmentValues, Value>

  /// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: `init(_ keyPath:)`, as above.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

  /// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: get-only `wrappedValue: Value`.
  public var wrappedValue: Value { EnvironmentValues()[keyPath: keyPath] }
}

/// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: a frozen struct
/// `_EnvironmentKeyWritingModifier<Value>` conforming to `ViewModifier` and
/// `_GraphInputsModifier`, iOS 13 / macOS 10.15 / tvOS 13 / watchOS 6, with public
/// `keyPath: WritableKeyPath<EnvironmentValues, Value>` and `value: Value` and an inlinable
/// `init(keyPath:value:)`. There its `Body` is `Never` and it declares no `body(content:)`;
/// the stub, which has no graph inputs, gives it one that returns `EmptyView`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct _EnvironmentKeyWritingModifier<Value>: ViewModifier {
  /// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: `var keyPath`, as above.
  nonisolated(unsafe) public var keyPath: WritableKeyPath<EnvironmentValues, Value>
  /// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: `var value: Value`.
  nonisolated(unsafe) public var value: Value
  /// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: `init(keyPath:value:)`; the stub makes
  /// it `nonisolated`, since the modifier is the main actor's under the iOS 18
  /// `ViewModifier`.
  nonisolated public init(keyPath: WritableKeyPath<EnvironmentValues, Value>, value: Value) {
    self.keyPath = keyPath
    self.value = value
  }
  /// The stub's own body (not in the interface, whose `Body` is `Never`): nothing renders.
  public func body(content: Content) -> EmptyView { EmptyView() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  /// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: in an iOS 13 extension of `View`, an
  /// inlinable `environment<V>(_:_:)` taking `WritableKeyPath<EnvironmentValues, V>` and `V`
  /// and returning `some View`.
  nonisolated public func environment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V
  ) -> some View {
    modifier(_EnvironmentKeyWritingModifier(keyPath: keyPath, value: value))
  }

  /// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: in an iOS 13 extension of `View`, an
  /// inlinable `onAppear(perform:)` taking an optional `() -> Void` defaulting to `nil` and
  /// returning `some View`.
  nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }
}
