/// A key path known to be `Sendable`, as a hashable value.
///
/// `AnyKeyPath` is not `Sendable` because a key path may capture subscript arguments. The
/// public API takes `any AnyKeyPath & Sendable`, and ``PropertyNaming`` tables hold
/// literal key paths that capture nothing, so every key path boxed here is safe to share.
struct SendableKeyPath: Hashable, @unchecked Sendable {
  let keyPath: AnyKeyPath
}
