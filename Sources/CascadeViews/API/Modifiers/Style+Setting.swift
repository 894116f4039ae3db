extension Style where Root: AnyObject {
  /// This style with one more setter, of the identity of a property and written directly:
  /// what every named modifier adds.
  ///
  /// A key-path setter made here would depend on `Root`, and the optimizer cannot fold a
  /// write through a generic key path, so each write would cost a runtime key-path
  /// projection. A direct write costs what a hand-written assignment costs; the identity
  /// is the property's key path, so the modifier still mixes with `Setter(\.keyPath, …)`.
  /// Each modifier names that key path on its own class and on `Root`
  /// (`.keyPath(\Label.text, on: Root.self, \Root.text)`): the second, which would be
  /// instantiated by name at run time on every call, is made once per root type.
  @inlinable
  consuming func setting<Value: Sendable>(
    _ identity: SetterIdentity, to value: Value, fileID: String, line: Int,
    read: @escaping @Sendable (Root) -> Value,
    write: @escaping @Sendable (inout Root, Value) -> Void
  ) -> Style<Root> {
    guard let keyPath = identity.plainKeyPath else {
      return setting(
        Setter(identity, value: value, fileID: fileID, line: line, read: read, write: write))
    }
    // A plain property: a setter that is the property's key-path setter in all but its
    // write, so it needs nothing besides its closure.
    return setting(
      Setter(
        property: keyPath, value: value, location: SourceLocation(fileID: fileID, line: line),
        read: read, write: write))
  }
}
