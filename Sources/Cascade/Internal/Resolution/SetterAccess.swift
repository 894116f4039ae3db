/// The one closure a setter keeps: given a root, it writes the setter's value into it,
/// resolving tokens and traits through the resolution in progress, and returns `nil`;
/// given no root, it writes nothing and returns the key path, if the setter has one; a
/// key-path setter then also declares its value into the resolution's `declaration`, when
/// that is set. When the resolution's `original` is set, a key-path setter's access reads
/// its property into it instead of writing: the read a capture makes (see `Restoration`).
///
/// Why one closure does all of it: the optimizer folds a key-path write into a direct store
/// only when the key-path literal is captured by a single closure and used nowhere else. A
/// setter that also stored its key path for its identity would pay a runtime key-path
/// projection on every write (~20x a direct store). So the identity is asked of this
/// closure later, by code outside the inlinable initializers; and so is the value, which
/// then lives once, in the closure's context, rather than again in a box of its own. A
/// key-path setter is its closure and its location: building one allocates one object.
@usableFromInline
typealias SetterAccess<Root> =
  @Sendable (UnsafeMutablePointer<Root>?, UnsafeMutablePointer<Resolution>?) -> AnyKeyPath?

extension SetterIdentity {
  /// The identity of a setter: its details', or the key path its access returns.
  @inlinable
  static func of<Root>(
    details: SetterDetails<Root>?, access: SetterAccess<Root>
  )
    -> SetterIdentity
  {
    if let details { return details.identity }
    return ofKeyPathSetter(access)
  }

  /// The identity of a key-path setter, asked of its access. Never inlined, for the reason
  /// `AnySetter.comparisonClass(details:access:)` gives.
  @usableFromInline @inline(never)
  static func ofKeyPathSetter<Root>(_ access: SetterAccess<Root>) -> SetterIdentity {
    // Only key-path setters are made without details, and their access returns the key
    // path; the named fallback keeps a broken invariant visible rather than fatal.
    access(nil, nil).map(SetterIdentity.init(uncheckedKeyPath:)) ?? .named("<unknown>")
  }
}
