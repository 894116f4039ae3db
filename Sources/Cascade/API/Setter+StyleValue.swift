extension Setter {
  /// Creates a setter whose value is worked out when the style is applied: a token, a
  /// trait-dependent value or a derived one.
  ///
  /// ```swift
  /// let caption = Style<Label> {
  ///   Setter(\.textColor, .token(.secondaryText))
  ///   Setter(\.cornerRadius, .token(.cardCornerRadius).map { $0 / 2 })
  /// }
  /// ```
  ///
  /// The setter's ``value`` is the ``StyleValue`` itself; its identity is the key path's,
  /// so it overrides, and is overridden by, a literal setter for the same property.
  ///
  /// - Parameters:
  ///   - keyPath: The property to write.
  ///   - value: The value, resolved in the context the style is applied in.
  ///   - fileID: The declaring file; leave the default.
  ///   - line: The declaring line; leave the default.
  @inlinable @_disfavoredOverload
  public init<Property>(
    _ keyPath: WritableKeyPath<Root, Property>,
    _ value: StyleValue<Property>,
    fileID: String = #fileID,
    line: Int = #line
  ) where Value == StyleValue<Property> {
    // Captured once, by `access` alone, as in `init(_:_:fileID:line:)`.
    nonisolated(unsafe) let keyPath = keyPath
    let location = SourceLocation(fileID: fileID, line: line)
    self.value = value
    self.location = location
    self.details = nil
    // A local function, to be inlined where the key path is known, as in
    // `init(_:_:fileID:line:)`. Besides the read and the write, it answers for the
    // setter's identity and value, and the key path names a missing token.
    @inline(__always) @Sendable
    func access(
      _ root: UnsafeMutablePointer<Root>?, _ resolution: UnsafeMutablePointer<Resolution>?
    ) -> AnyKeyPath? {
      guard let root else {
        Resolution.declare(value, writing: Property.self, for: resolution)
        return keyPath
      }
      if Resolution.readOriginal(of: root, at: keyPath, for: resolution) { return nil }
      switch Resolution.resolve(value, in: resolution) {
      case .success(let resolved):
        root.pointee[keyPath: keyPath] = resolved
      case .failure(let missing):
        Resolution.record(missing, keyPath: keyPath, location: location, in: resolution)
      }
      return nil
    }
    self.access = access
  }
}
