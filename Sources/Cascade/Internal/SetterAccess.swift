/// The one closure a setter keeps: given a root, it writes the setter's value into it,
/// resolving tokens and traits through the resolution in progress, and returns `nil`;
/// given no root, it writes nothing and returns the key path, if the setter has one. When
/// the resolution's `original` is set, a key-path setter's access reads its property into
/// it instead of writing: the read a capture makes (see `Restoration`).
///
/// Why one closure does both: the optimizer folds a key-path write into a direct store only
/// when the key-path literal is captured by a single closure and used nowhere else. A setter
/// that also stored its key path for its identity would pay a runtime key-path projection on
/// every write (~20x a direct store). So the identity is asked of this closure later, by
/// code outside the inlinable initializers.
@usableFromInline
typealias SetterAccess<Root> =
  @Sendable (UnsafeMutablePointer<Root>?, UnsafeMutablePointer<Resolution>?) -> AnyKeyPath?

extension SetterIdentity {
  /// The identity of a setter: its declared one, or the key path its access returns.
  static func of<Root>(declared: SetterIdentity?, access: SetterAccess<Root>) -> SetterIdentity {
    if let declared { return declared }
    // Only key-path setters are made without a declared identity, and their access returns
    // the key path; the named fallback keeps a broken invariant visible rather than fatal.
    return access(nil, nil).map(SetterIdentity.init(uncheckedKeyPath:)) ?? .named("<unknown>")
  }
}
