// The property wrappers that keep a view's state and pass it down.

/// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: a frozen property-wrapper
/// struct `State<Value>: DynamicProperty`, not isolated, iOS 13 / macOS 10.15 / tvOS 13 / watchOS
/// 6, with `init(wrappedValue:)`, `init(initialValue:)` (emitted into the client), a `wrappedValue`
/// whose setter is nonmutating and a get-only `projectedValue: Binding<Value>`; iOS 13 extensions
/// make it `Sendable` where `Value` is and add `init()` where `Value` is `ExpressibleByNilLiteral`.
/// (An internal iOS 17 initializer for `Observable` objects is not public.) The stub keeps the
/// value in a box of its own.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@propertyWrapper
public struct State<Value>: DynamicProperty {
  private final class Box: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
  }
  private let box: Box

  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: `init(wrappedValue:)`.
  public init(wrappedValue value: Value) { box = Box(value) }
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: `init(initialValue:)`.
  public init(initialValue value: Value) { box = Box(value) }

  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: `wrappedValue`, get and
  /// nonmutating set.
  public var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.value = newValue }
  }

  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk:
  /// `projectedValue: Binding<Value>`, get only: what `$name` gives.
  public var projectedValue: Binding<Value> {
    let box = box
    return Binding(get: { box.value }, set: { box.value = $0 })
  }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension State: Sendable where Value: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension State where Value: ExpressibleByNilLiteral {
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: in an iOS 13 extension where
  /// `Value: ExpressibleByNilLiteral`, an inlinable `init()` that starts at `nil`.
  public init() { self.init(wrappedValue: nil) }
}

/// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: a frozen property-wrapper
/// struct `Binding<Value>`, `@dynamicMemberLookup`, iOS 13 / macOS 10.15 / tvOS 13 /
/// watchOS 6, with `init(get:set:)`, `constant(_:)`, a `wrappedValue` whose setter is
/// nonmutating, a get-only `projectedValue`, `init(projectedValue:)`, and a dynamic-member
/// subscript over writable key paths; `Sendable` where `Value` is (unchecked).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
  private let get: @Sendable () -> Value
  private let set: @Sendable (Value) -> Void

  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: a `@preconcurrency`
  /// `init(get:set:)`, both closures escaping, `@Sendable` and `@isolated(any)`, inheriting
  /// the caller's actor. The stub leaves out `@isolated(any)`, which it would have to call
  /// asynchronously.
  @preconcurrency
  public init(get: @escaping @Sendable () -> Value, set: @escaping @Sendable (Value) -> Void) {
    self.get = get
    self.set = set
  }

  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: `static func constant(_:)`: a
  /// binding that never changes.
  public static func constant(_ value: Value) -> Binding<Value> {
    nonisolated(unsafe) let value = value
    return Binding(get: { value }, set: { _ in })
  }

  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: `wrappedValue`, get and
  /// nonmutating set.
  public var wrappedValue: Value {
    get { get() }
    nonmutating set { set(newValue) }
  }

  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: `projectedValue:
  /// Binding<Value>`, get only.
  public var projectedValue: Binding<Value> { self }

  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk:
  /// `init(projectedValue:)`.
  public init(projectedValue: Binding<Value>) { self = projectedValue }

  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk:
  /// `subscript(dynamicMember:)` taking a `WritableKeyPath<Value, Subject>` and giving a
  /// get-only `Binding<Subject>`.
  public subscript<Subject>(
    dynamicMember keyPath: WritableKeyPath<Value, Subject>
  ) -> Binding<Subject> {
    let (get, set) = (get, set)
    nonisolated(unsafe) let keyPath = keyPath
    return Binding<Subject>(
      get: { get()[keyPath: keyPath] },
      set: { newValue in
        nonisolated(unsafe) var value = get()
        value[keyPath: keyPath] = newValue
        set(value)
      })
  }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Binding: @unchecked Sendable where Value: Sendable {}
