extension Style where Root: AnyObject {
  /// This style with one more setter: the identity of a property, written directly.
  ///
  /// Named modifiers use it instead of a key-path setter: inside a generic library function
  /// the key path depends on `Root`, so the optimizer cannot fold a write through it, while
  /// a direct write costs what a hand-written assignment costs.
  func setting<Value: Sendable>(
    _ identity: SetterIdentity, to value: Value, fileID: String, line: Int,
    write: @escaping @Sendable (Root, Value) -> Void
  ) -> Style<Root> {
    setting(
      Setter(identity, value: value, fileID: fileID, line: line) { root, value in
        write(root, value)
      })
  }
}
