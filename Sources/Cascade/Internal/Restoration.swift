/// How to read the value a setter would overwrite and write such a value back: what
/// `Style.capturingCurrentValues(of:)` needs of each setter.
///
/// It is kept beside the setter's write closure, never inside it: any extra work in that
/// closure stops the optimizer folding a key-path write into a direct store.
@usableFromInline
struct Restoration<Root>: Sendable {
  @usableFromInline
  let read: @Sendable (Root) -> any Sendable
  @usableFromInline
  let write: @Sendable (inout Root, any Sendable) -> Void

  @inlinable
  init(
    read: @escaping @Sendable (Root) -> any Sendable,
    write: @escaping @Sendable (inout Root, any Sendable) -> Void
  ) {
    self.read = read
    self.write = write
  }

  /// Reads and writes through a key path, found at run time; slower than a folded write,
  /// but a capture or a restore is rare.
  init?<Value: Sendable>(keyPath: AnyKeyPath, valueType: Value.Type) {
    guard let keyPath = keyPath as? WritableKeyPath<Root, Value> else { return nil }
    nonisolated(unsafe) let writable = keyPath  // a setter's key path; see SendableKeyPath
    self.init(
      read: { $0[keyPath: writable] },
      write: { root, value in
        if let value = value as? Value { root[keyPath: writable] = value }
      })
  }

  /// The same restoration for a subclass, through its upcast.
  func lifted<Derived: AnyObject>(
    upcast: @escaping @Sendable (Derived) -> Root
  ) -> Restoration<Derived> where Root: AnyObject {
    let read = self.read
    let write = self.write
    return Restoration<Derived>(
      read: { read(upcast($0)) },
      write: { derived, value in
        var root = upcast(derived)
        write(&root, value)
      })
  }
}

/// A setter value that stands for a property's value, such as a ``StyleValue``: it knows
/// the property's type, which a restoration through the key path needs.
protocol PropertyValueSource {
  func restoration<Root>(keyPath: AnyKeyPath, root: Root.Type) -> Restoration<Root>?
}

extension StyleValue: PropertyValueSource {
  func restoration<Root>(keyPath: AnyKeyPath, root: Root.Type) -> Restoration<Root>? {
    Restoration(keyPath: keyPath, valueType: Value.self)
  }
}
