/// A key path known to be `Sendable`, as a hashable value.
///
/// `AnyKeyPath` is not `Sendable` because a key path may capture subscript arguments.
/// `SetterIdentity.keyPath(_:)` takes `any AnyKeyPath & Sendable`, ``PropertyNaming`` tables
/// hold literal key paths that capture nothing, and setters take their key paths as
/// documented on `Setter.init(_:_:fileID:line:)`, so a key path boxed here is safe to share
/// unless a caller broke that documented rule.
struct SendableKeyPath: Hashable, @unchecked Sendable {
  let keyPath: AnyKeyPath
}
