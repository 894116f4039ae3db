/// Key paths to a superclass's property rooted on its subclasses, made once per pair.
///
/// A key-path literal on a generic root (`\Root.text` where `Root: Label`) is instantiated at
/// run time on every evaluation, at about a microsecond each, by looking its types up by
/// name. A named modifier needs one for its identity every time it is called; this keeps
/// each the first time and hands it out after.
enum RootedKeyPaths {
  /// Each kept key path with its base, which the key names by address and so must outlive.
  private static let keyPaths = Lock<[Key: (base: SendableKeyPath, rooted: SendableKeyPath)]>(
    [:])

  /// `rooted()`, the key path `base` names rooted on `root`: `base` itself when it is
  /// already rooted there, otherwise the one kept from an earlier call for the same pair.
  static func keyPath(
    _ base: AnyKeyPath, on root: Any.Type, _ rooted: () -> AnyKeyPath
  )
    -> AnyKeyPath
  {
    if type(of: base).rootType == root { return base }
    // By the base key path's object: a literal that captures nothing is made once, where it
    // is written, so each modifier's is always the same object. Another object for the same
    // path costs only a second entry.
    let key = Key(base: ObjectIdentifier(base), root: ObjectIdentifier(root))
    return keyPaths.value(for: key) {
      (SendableKeyPath(keyPath: base), SendableKeyPath(keyPath: rooted()))
    }.rooted.keyPath
  }

  private struct Key: Hashable {
    let base: ObjectIdentifier
    let root: ObjectIdentifier
  }
}

extension SetterIdentity {
  /// The identity of a superclass's property on a subclass root: that of `rooted()`, made
  /// at most once per base key path and root type (see `RootedKeyPaths`).
  ///
  /// - Parameters:
  ///   - base: The property's literal key path on the class that declares it
  ///     (`\Label.text`).
  ///   - root: The root the identity is for.
  ///   - rooted: The same property's key path on `root` (`\Root.text`).
  @usableFromInline
  package static func keyPath(
    _ base: AnyKeyPath, on root: Any.Type, _ rooted: @autoclosure () -> AnyKeyPath
  ) -> SetterIdentity {
    SetterIdentity(uncheckedKeyPath: RootedKeyPaths.keyPath(base, on: root, rooted))
  }

  /// As ``keyPath(_:on:_:)``, qualified by a value, such as a control state.
  @usableFromInline
  package static func keyPath(
    _ base: AnyKeyPath, on root: Any.Type, _ rooted: @autoclosure () -> AnyKeyPath,
    qualifier: some Hashable & Sendable
  ) -> SetterIdentity {
    let keyPath = RootedKeyPaths.keyPath(base, on: root, rooted)
    return SetterIdentity(kind: .qualified(SendableKeyPath(keyPath: keyPath), Qualifier(qualifier)))
  }
}
