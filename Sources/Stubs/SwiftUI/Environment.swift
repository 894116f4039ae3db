// The environment: keys, values, the property wrapper, and the modifier that writes one.

/// The interface: `public protocol EnvironmentKey { associatedtype Value;
/// static var defaultValue: Self.Value { get } }`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol EnvironmentKey {
  associatedtype Value
  static var defaultValue: Value { get }
}

/// The interface: `public struct EnvironmentValues : Swift.CustomStringConvertible {
/// public init(); public subscript<K>(key: K.Type) -> K.Value where K : SwiftUI.EnvironmentKey
/// { get set } }`. Values are kept, so that tests can read what they write.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct EnvironmentValues: CustomStringConvertible {
  private var values: [ObjectIdentifier: Any] = [:]

  /// As the interface declares it: `public init()`.
  public init() {}

  /// As the interface declares it: `public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value`.
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }

  /// As the interface declares it: `public var description: String`.
  public var description: String { "EnvironmentValues(\(values.count) values)" }
}

/// The interface: `public protocol DynamicProperty { … }`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol DynamicProperty {}

/// The interface: `@frozen @propertyWrapper public struct Environment<Value> :
/// SwiftUI.DynamicProperty { @inlinable public init(_ keyPath: Swift.KeyPath<SwiftUI.EnvironmentValues,
/// Value>); @inlinable public var wrappedValue: Value { get } }`. The stub reads a default
/// environment: nothing installs one.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  private let keyPath: KeyPath<EnvironmentValues, Value>

  /// As the interface declares it: `public init(_ keyPath: KeyPath<EnvironmentValues, Value>)`.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

  /// As the interface declares it: `public var wrappedValue: Value`.
  public var wrappedValue: Value { EnvironmentValues()[keyPath: keyPath] }
}

/// The interface: `@frozen @propertyWrapper public struct State<Value> :
/// SwiftUI.DynamicProperty { public init(wrappedValue value: Value); public var wrappedValue:
/// Value { get nonmutating set } }`. The stub keeps the value in a box of its own.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@propertyWrapper
public struct State<Value>: DynamicProperty {
  private final class Box {
    var value: Value
    init(_ value: Value) { self.value = value }
  }
  private let box: Box

  /// As the interface declares it: `public init(wrappedValue value: Value)`.
  public init(wrappedValue value: Value) { box = Box(value) }

  /// As the interface declares it: `public var wrappedValue: Value`.
  public var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.value = newValue }
  }
}

/// The interface: `@frozen public struct _EnvironmentKeyWritingModifier<Value> :
/// SwiftUI.ViewModifier`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct _EnvironmentKeyWritingModifier<Value>: ViewModifier {
  /// As the interface declares it: `public var keyPath: WritableKeyPath<EnvironmentValues, Value>`.
  public var keyPath: WritableKeyPath<EnvironmentValues, Value>
  /// As the interface declares it: `public var value: Value`.
  public var value: Value
  /// As the interface declares it: `public init(keyPath: WritableKeyPath<EnvironmentValues, Value>, value: Value)`.
  public init(keyPath: WritableKeyPath<EnvironmentValues, Value>, value: Value) {
    self.keyPath = keyPath
    self.value = value
  }
  /// As the interface declares it: `public func body(content: Content) -> EmptyView`.
  public func body(content: Content) -> EmptyView { EmptyView() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  /// The interface: `@inlinable public func environment<V>(_ keyPath:
  /// Swift.WritableKeyPath<SwiftUI.EnvironmentValues, V>, _ value: V) -> some SwiftUI.View`.
  public func environment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V
  ) -> some View {
    modifier(_EnvironmentKeyWritingModifier(keyPath: keyPath, value: value))
  }

  /// The interface: `@inlinable public func onAppear(perform action: (() ->
  /// Swift.Void)? = nil) -> some SwiftUI.View`.
  public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }
}
