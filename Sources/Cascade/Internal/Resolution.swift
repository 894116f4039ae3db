/// One application of a style in progress: the context values resolve in, and the tokens
/// that had no value.
@usableFromInline
struct Resolution {
  @usableFromInline
  let context: StyleContext
  @usableFromInline
  var missingTokens: [MissingToken] = []

  @usableFromInline
  init(context: StyleContext) {
    self.context = context
  }

  /// Resolves a value; a missing token is recorded, with the setter that needed it, and
  /// `nil` returned so the property is left as it is.
  @usableFromInline
  static func resolve<Value>(
    _ value: StyleValue<Value>, keyPath: AnyKeyPath, location: SourceLocation,
    in resolution: UnsafeMutablePointer<Resolution>?
  ) -> Value? {
    let context = resolution?.pointee.context ?? .standard
    switch value.resolve(context) {
    case .success(let resolved):
      return resolved
    case .failure(var missing):
      missing.theme = context.theme.description
      missing.location = location
      missing.property = SetterIdentity(uncheckedKeyPath: keyPath).description
      if let resolution {
        resolution.pointee.missingTokens.append(missing)
      } else {
        StyleDiagnostics.report([missing])
      }
      return nil
    }
  }
}
