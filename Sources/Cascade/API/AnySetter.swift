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

  /// Whether `access` reads its property, instead of writing it, when the resolution's
  /// `original` is set, as a key-path setter's does: a read folded like the write, far
  /// cheaper than `restoration`'s run-time key path.
  let readsThroughAccess: Bool

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
      restoration: setter.restoration ?? Self.restoration(of: setter.value, at: identity),
      readsThroughAccess: setter.declaredIdentity == nil, access: setter.access)
  }

  init(
    identity: SetterIdentity,
    value: any Sendable,
    location: SourceLocation,
    restoration: Restoration<Root>? = nil,
    readsThroughAccess: Bool = false,
    access: @escaping SetterAccess<Root>
  ) {
    self.identity = identity
    self.value = value
    self.location = location
    self.restoration = restoration
    self.readsThroughAccess = readsThroughAccess
    self.access = access
  }

  /// Reads the value this setter would overwrite in a root, to write back through
  /// ``restoration``; `nil` when this setter cannot read its property.
  ///
  /// A closure of the setter's closures alone: calling it needs no metadata for the
  /// setter's generic type, as a stylesheet's type-erased entries would otherwise look up
  /// on every call.
  var reader: (@Sendable (Root) -> (any Sendable)?)? {
    guard readsThroughAccess else {
      guard let read = restoration?.read else { return nil }
      return { read($0) }
    }
    let access = self.access
    return { root in
      var root = root
      var original: (any Sendable)?
      withUnsafeMutablePointer(to: &original) { original in
        var resolution = Resolution(context: nil)
        resolution.original = original
        _ = withUnsafeMutablePointer(to: &root) { root in
          withUnsafeMutablePointer(to: &resolution) { access(root, $0) }
        }
      }
      return original
    }
  }

  /// A key-path setter's restoration, through its identity's key path.
  private static func restoration<Value: Sendable>(
    of value: Value, at identity: SetterIdentity
  ) -> Restoration<Root>? {
    guard case .keyPath(let boxed) = identity.kind else { return nil }
    if let source = value as? any PropertyValueSource {
      return source.restoration(keyPath: boxed.keyPath, root: Root.self)
    }
    return Restoration(keyPath: boxed.keyPath, valueType: Value.self)
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
