/// One application of a style in progress: the context values resolve in, and the tokens
/// that had no value.
@usableFromInline
struct Resolution {
  /// The caller's context, borrowed for the application; `nil` for
  /// ``StyleContext/standard``. A pointer, not a copy, so that applying a style of literal
  /// values pays nothing for the context it does not read.
  @usableFromInline
  let contextPointer: UnsafePointer<StyleContext>?
  @usableFromInline
  var missingTokens: [MissingToken] = []
  /// When set, a key-path setter reads its property into it instead of writing: how a
  /// stylesheet captures an original. Read in the setter's own access, where the key path
  /// folds into a direct load as it does into a direct store (see ``SetterAccess``).
  @usableFromInline
  var original: UnsafeMutablePointer<any Sendable>?
  /// When set, a key-path setter asked without a root declares its value and its
  /// property's type into it: how an ``AnySetter`` learns what it holds without keeping a
  /// second copy of the value (see ``SetterAccess``).
  @usableFromInline
  var declaration: UnsafeMutablePointer<Declaration?>?

  @inlinable
  init(context: UnsafePointer<StyleContext>?) {
    self.contextPointer = context
    self.original = nil
    self.declaration = nil
  }

  /// What a key-path setter declares when asked: its value, and the type of the property it
  /// writes (the value's own type, or a ``StyleValue``'s resolved type).
  @usableFromInline
  struct Declaration {
    let value: any Sendable
    let propertyType: any Sendable.Type

    @usableFromInline
    init(value: any Sendable, propertyType: any Sendable.Type) {
      self.value = value
      self.propertyType = propertyType
    }
  }

  /// Declares a key-path setter's value, when the resolution asks for it. Out of line, as
  /// ``keep(_:in:)`` is, to keep the setter's access small.
  @usableFromInline
  @inline(never)
  static func declare<Property: Sendable, Value: Sendable>(
    _ value: Value, writing property: Property.Type,
    for resolution: UnsafeMutablePointer<Resolution>?
  ) {
    guard let declaration = resolution?.pointee.declaration else { return }
    declaration.pointee = Declaration(value: value, propertyType: property)
  }

  /// Reads the property `keyPath` reaches in `root` into the resolution's `original`, when
  /// it asks for one, and says whether it did: then the setter's access writes nothing.
  /// Inlined into each key-path setter's access, where the key path folds.
  @inlinable @inline(__always)
  static func readOriginal<Root, Property: Sendable>(
    of root: UnsafeMutablePointer<Root>, at keyPath: WritableKeyPath<Root, Property>,
    for resolution: UnsafeMutablePointer<Resolution>?
  ) -> Bool {
    guard let original = resolution?.pointee.original else { return false }
    keep(root.pointee[keyPath: keyPath], in: original)
    return true
  }

  /// Keeps the value a setter read. Out of line: boxing the value inside a setter's access
  /// would make the access too large to inline where its key path is known.
  @usableFromInline
  @inline(never)
  static func keep<Value: Sendable>(
    _ value: Value, in original: UnsafeMutablePointer<any Sendable>
  ) {
    original.pointee = value
  }

  /// The context values resolve in.
  @inlinable
  var context: StyleContext { contextPointer?.pointee ?? .standard }

  /// Resolves a value in the context, which it borrows rather than copies. A setter records
  /// a missing token with ``record(_:keyPath:location:in:)`` and leaves its property as it
  /// is.
  @inlinable
  static func resolve<Value>(
    _ value: StyleValue<Value>, in resolution: UnsafeMutablePointer<Resolution>?
  ) -> Result<Value, MissingToken> {
    guard let context = resolution?.pointee.contextPointer else {
      return value.resolve(.standard)
    }
    return value.resolve(context.pointee)
  }

  /// Records a missing token with the setter that needed it, or reports it when there is
  /// no resolution to record it in.
  @usableFromInline
  static func record(
    _ missing: MissingToken, keyPath: AnyKeyPath, location: SourceLocation,
    in resolution: UnsafeMutablePointer<Resolution>?
  ) {
    record(
      missing, property: SetterIdentity(uncheckedKeyPath: keyPath), location: location,
      in: resolution)
  }

  /// Records a missing token with the setter of identity `property` that needed it, as
  /// ``record(_:keyPath:location:in:)`` does.
  @usableFromInline
  static func record(
    _ missing: MissingToken, property: SetterIdentity, location: SourceLocation,
    in resolution: UnsafeMutablePointer<Resolution>?
  ) {
    // A property's original, which only a stylesheet gives, leaves the property as it is.
    guard !missing.restoresOriginal else { return }
    var missing = missing
    let context = resolution?.pointee.context ?? .standard
    missing.theme = context.theme.description
    missing.location = location
    missing.property = property.description
    if let resolution {
      resolution.pointee.missingTokens.append(missing)
    } else {
      StyleDiagnostics.report([missing])
    }
  }
}
