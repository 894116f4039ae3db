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

  @inlinable
  init(context: UnsafePointer<StyleContext>?) {
    self.contextPointer = context
  }

  /// The context values resolve in.
  @inlinable
  var context: StyleContext { contextPointer?.pointee ?? .standard }

  /// Resolves a value; a missing token is recorded, with the setter that needed it, and
  /// `nil` returned so the property is left as it is.
  @inlinable
  static func resolve<Value>(
    _ value: StyleValue<Value>, keyPath: AnyKeyPath, location: SourceLocation,
    in resolution: UnsafeMutablePointer<Resolution>?
  ) -> Value? {
    switch value.resolve(resolution?.pointee.context ?? .standard) {
    case .success(let resolved):
      return resolved
    case .failure(let missing):
      record(missing, keyPath: keyPath, location: location, in: resolution)
      return nil
    }
  }

  /// Records a missing token with the setter that needed it, or reports it when there is
  /// no resolution to record it in.
  @usableFromInline
  static func record(
    _ missing: MissingToken, keyPath: AnyKeyPath, location: SourceLocation,
    in resolution: UnsafeMutablePointer<Resolution>?
  ) {
    var missing = missing
    let context = resolution?.pointee.context ?? .standard
    missing.theme = context.theme.description
    missing.location = location
    missing.property = SetterIdentity(uncheckedKeyPath: keyPath).description
    if let resolution {
      resolution.pointee.missingTokens.append(missing)
    } else {
      StyleDiagnostics.report([missing])
    }
  }
}
