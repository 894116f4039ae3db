extension Lock {
  /// The value kept for `key`, or `make()`'s, made outside the lock and kept: for caches
  /// of values that are costly to make and equal however often they are made, where two
  /// threads asking first at once may both make one, and the later is kept.
  ///
  /// - Parameters:
  ///   - key: What the value is kept under.
  ///   - make: Makes the value when none is kept.
  /// - Returns: The value kept, or the one just made.
  func value<Key: Hashable & Sendable, Cached: Sendable>(
    for key: Key, orMake make: () -> Cached
  ) -> Cached where State == [Key: Cached] {
    if let kept = withLock({ $0[key] }) { return kept }
    let made = make()
    withLock { $0[key] = made }
    return made
  }
}
