/// A setter with its value type erased: what a ``Style`` holds.
///
/// You rarely make one yourself; read them from ``Style/setters`` to inspect a style:
///
/// ```swift
/// for setter in caption.setters {
///   print(setter.identity, setter.value, setter.location)
/// }
/// ```
public struct AnySetter<Root>: Sendable {
  /// What this setter sets.
  public let identity: SetterIdentity

  /// The value this setter writes.
  public let value: any Sendable

  /// Where this setter was declared.
  public let location: SourceLocation

  @usableFromInline
  let access: SetterAccess<Root>

  /// How to capture and restore what this setter overwrites, if it can be.
  let restoration: Restoration<Root>?

  /// Erases the value type of a setter.
  ///
  /// ```swift
  /// let erased = AnySetter(Setter(\Label.text, "Hi"))
  /// ```
  ///
  /// - Parameter setter: The setter to erase.
  ///
  /// Not inlinable on purpose: asking a setter for its identity next to where it was made
  /// would stop the optimizer folding its key-path write (see ``Setter``).
  public init<Value>(_ setter: Setter<Root, Value>) {
    let identity = setter.identity
    self.init(
      identity: identity, value: setter.value, location: setter.location,
      restoration: setter.restoration
        ?? Self.restoration(
          of: setter.value, at: identity,
          // Only a key-path setter's own access can read its property.
          access: setter.declaredIdentity == nil ? setter.access : nil),
      access: setter.access)
  }

  init(
    identity: SetterIdentity,
    value: any Sendable,
    location: SourceLocation,
    restoration: Restoration<Root>? = nil,
    access: @escaping SetterAccess<Root>
  ) {
    self.identity = identity
    self.value = value
    self.location = location
    self.restoration = restoration
    self.access = access
  }

  /// The restoration of a setter whose identity is a key path: it writes back through the
  /// key path, and reads through the setter's access when that can read.
  private static func restoration<Value: Sendable>(
    of value: Value, at identity: SetterIdentity, access: SetterAccess<Root>?
  ) -> Restoration<Root>? {
    guard case .keyPath(let boxed) = identity.kind else { return nil }
    if let source = value as? any PropertyValueSource {
      return source.restoration(keyPath: boxed.keyPath, root: Root.self, reading: access)
    }
    return Restoration(keyPath: boxed.keyPath, valueType: Value.self, reading: access)
  }

  /// The same setter, declared at another place: a setter read from a text stylesheet
  /// takes the file, line and column of its declaration.
  package func relocated(to location: SourceLocation) -> AnySetter {
    AnySetter(
      identity: identity, value: value, location: location, restoration: restoration,
      access: access)
  }

  /// Writes this setter's value into a root.
  ///
  /// ```swift
  /// var insets = EdgeInsets.zero
  /// AnySetter(Setter(\EdgeInsets.top, 8)).apply(to: &insets)
  /// ```
  ///
  /// - Parameter root: The value, or the reference to the object, to change.
  @inlinable
  public func apply(to root: inout Root) {
    style.apply(to: &root)
  }

  /// Whether `other` sets the same identity to an equal value.
  ///
  /// Values are compared with `==` when their type is `Equatable`; a value of any other
  /// type, such as a closure, equals nothing.
  ///
  /// - Parameter other: The setter to compare with.
  /// - Returns: `true` when both identities and values are equal.
  public func hasSameEffect(as other: AnySetter<Root>) -> Bool {
    identity == other.identity && ValueEquality.isEqual(value, other.value)
  }
}

extension AnySetter: CustomStringConvertible {
  /// The setter as `property = value (File.swift:line)`.
  public var description: String {
    "\(identity) = \(ValueDescription.of(value)) (\(location))"
  }
}
