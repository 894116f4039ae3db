/// What a setter knows beyond its write when it is not a plain key-path setter: its
/// identity, its value and how to restore what it overwrites.
///
/// A key-path setter has no details: its access answers for it (see ``SetterAccess``), so
/// building one allocates its write closure and nothing else. Custom, adaptive, captured
/// and lifted setters keep theirs here, one object shared by every copy of the setter.
/// Never made itself; each kind of setter has its own subclass.
@usableFromInline
class SetterDetails<Root>: @unchecked Sendable {
  /// What the setter sets.
  @usableFromInline
  let identity: SetterIdentity

  @usableFromInline
  init(identity: SetterIdentity) {
    self.identity = identity
  }

  /// The value the setter writes.
  var value: any Sendable { () }

  /// How to capture and restore what the setter overwrites, if it can be.
  var restoration: Restoration<Root>? { nil }

  /// Whether the setter's write may read the object it writes, and so must see what a first
  /// styling shows it (see ``Stylesheet/style(_:match:context:)``): a custom write may.
  var mayReadObject: Bool { true }
}

/// The details of a custom setter, kept as given: the restoration is made only when a
/// capture or a stylesheet asks for it, so a named modifier builds no closures for it.
@usableFromInline
final class CustomSetterDetails<Root, Value: Sendable>: SetterDetails<Root>, @unchecked Sendable {
  private let storedValue: Value
  private let read: (@Sendable (Root) -> Value)?
  private let write: @Sendable (inout Root, Value) -> Void

  @usableFromInline
  init(
    identity: SetterIdentity, value: Value, read: (@Sendable (Root) -> Value)?,
    write: @escaping @Sendable (inout Root, Value) -> Void
  ) {
    self.storedValue = value
    self.read = read
    self.write = write
    super.init(identity: identity)
  }

  override var value: any Sendable { storedValue }

  override var restoration: Restoration<Root>? {
    if read == nil, case .keyPath(let boxed) = identity.kind,
      let source = storedValue as? any PropertyValueSource
    {
      return source.restoration(keyPath: boxed.keyPath, root: Root.self, reading: nil)
    }
    return Self.customRestoration(identity: identity, read: read, write: write)
  }
}

extension SetterDetails {
  /// A custom setter's restoration: through its `read` and `write`; without a read, through
  /// a key-path identity for a property of `Property`'s type; otherwise none.
  static func customRestoration<Property: Sendable>(
    identity: SetterIdentity, read: (@Sendable (Root) -> Property)?,
    write: @escaping @Sendable (inout Root, Property) -> Void
  ) -> Restoration<Root>? {
    guard let read else {
      guard case .keyPath(let boxed) = identity.kind else { return nil }
      return Restoration(keyPath: boxed.keyPath, valueType: Property.self, reading: nil)
    }
    return Restoration(
      read: { read($0) },
      write: { root, value in
        if let value = value as? Property { write(&root, value) }
      })
  }
}

/// The details of a custom setter whose value is resolved when the style is applied: its
/// restoration reads and writes the resolved property, as a literal custom setter's does.
@usableFromInline
final class ResolvingSetterDetails<Root, Property: Sendable>: SetterDetails<Root>,
  @unchecked Sendable
{
  let storedValue: StyleValue<Property>
  let read: (@Sendable (Root) -> Property)?
  let write: @Sendable (inout Root, Property) -> Void

  @usableFromInline
  init(
    identity: SetterIdentity, value: StyleValue<Property>, read: (@Sendable (Root) -> Property)?,
    write: @escaping @Sendable (inout Root, Property) -> Void
  ) {
    self.storedValue = value
    self.read = read
    self.write = write
    super.init(identity: identity)
  }

  override var value: any Sendable { storedValue }

  override var restoration: Restoration<Root>? {
    Self.customRestoration(identity: identity, read: read, write: write)
  }
}

/// The details of a setter made from parts: an adaptive block, a captured value.
final class StoredSetterDetails<Root>: SetterDetails<Root>, @unchecked Sendable {
  private let storedValue: any Sendable
  private let storedRestoration: Restoration<Root>?

  init(identity: SetterIdentity, value: any Sendable, restoration: Restoration<Root>?) {
    self.storedValue = value
    self.storedRestoration = restoration
    super.init(identity: identity)
  }

  override var value: any Sendable { storedValue }
  override var restoration: Restoration<Root>? { storedRestoration }
}

/// The details of a superclass's setter lifted to a subclass: its value and restoration are
/// the superclass setter's, asked for only when needed.
final class LiftedSetterDetails<Root: AnyObject, Base: AnyObject>: SetterDetails<Root>,
  @unchecked Sendable
{
  private let base: AnySetter<Base>
  private let upcast: @Sendable (Root) -> Base

  init(identity: SetterIdentity, base: AnySetter<Base>, upcast: @escaping @Sendable (Root) -> Base)
  {
    self.base = base
    self.upcast = upcast
    super.init(identity: identity)
  }

  override var value: any Sendable { base.value }
  override var restoration: Restoration<Root>? { base.restoration?.lifted(upcast: upcast) }
  /// A key-path setter lifted (a text sheet's, for a rule of a subclass) reads nothing, as
  /// the key-path setter does.
  override var mayReadObject: Bool { base.details?.mayReadObject ?? false }
}
