/// How to read the value a setter would overwrite and write such a value back: what
/// `Style.capturingCurrentValues(of:)` needs of each setter.
///
/// A key-path setter's restoration reads through the setter's access, where the key path
/// folds (see `SetterAccess`), as a stylesheet's capture does directly (see
/// `CascadeEntry`). It writes back through the key path at run time, since restoring is
/// rare.
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

  /// Writes back through a key path found at run time, slower than a folded write but
  /// rare; reads through a key-path setter's access, where the key path is folded, or else
  /// through the key path.
  ///
  /// - Parameters:
  ///   - keyPath: The property's key path.
  ///   - valueType: The property's type.
  ///   - access: The access of a key-path setter for the property, which reads it when
  ///     its resolution asks for an original (see ``SetterAccess``).
  init?<Value: Sendable>(
    keyPath: AnyKeyPath, valueType: Value.Type, reading access: SetterAccess<Root>?
  ) {
    guard let keyPath = keyPath as? WritableKeyPath<Root, Value> else { return nil }
    nonisolated(unsafe) let writable = keyPath  // a setter's key path; see SendableKeyPath
    let write: @Sendable (inout Root, any Sendable) -> Void = { root, value in
      if let value = value as? Value { root[keyPath: writable] = value }
    }
    guard let access else {
      self.init(read: { $0[keyPath: writable] }, write: write)
      return
    }
    self.init(read: { Self.read($0, through: access) }, write: write)
  }

  /// Reads a property through a key-path setter's access.
  private static func read(_ root: Root, through access: SetterAccess<Root>) -> any Sendable {
    var root = root
    return withUnsafeMutablePointer(to: &root) { read(at: $0, through: access) }
  }

  /// Reads the property a key-path setter writes, in the root `root` points to, through the
  /// setter's access, which reads when its resolution asks for an original.
  static func read(
    at root: UnsafeMutablePointer<Root>, through access: SetterAccess<Root>
  ) -> any Sendable {
    // Every key-path setter's access reads when asked. Were one not to, the empty tuple
    // would be kept, and restoring it would write nothing, its type being the wrong one.
    var original: any Sendable = ()
    withUnsafeMutablePointer(to: &original) { original in
      var resolution = Resolution(context: nil)
      resolution.original = original
      _ = withUnsafeMutablePointer(to: &resolution) { access(root, $0) }
    }
    return original
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
  func restoration<Root>(
    keyPath: AnyKeyPath, root: Root.Type, reading access: SetterAccess<Root>?
  ) -> Restoration<Root>?
}

extension StyleValue: PropertyValueSource {
  func restoration<Root>(
    keyPath: AnyKeyPath, root: Root.Type, reading access: SetterAccess<Root>?
  ) -> Restoration<Root>? {
    Restoration(keyPath: keyPath, valueType: Value.self, reading: access)
  }
}
