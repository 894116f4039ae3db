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

extension Setter {
  /// Creates a custom setter whose value is worked out when the style is applied: an
  /// identity, a ``StyleValue`` and a closure that writes the resolved value.
  ///
  /// ```swift
  /// final class Badge {
  ///   private(set) var tint: Color?
  ///   func setTint(_ color: Color?) { tint = color }
  /// }
  ///
  /// let tinted = Setter<Badge, StyleValue<Color?>>(
  ///   .named("tint"), value: .token(.accent), read: { $0.tint }
  /// ) { badge, color in badge.setTint(color) }
  /// ```
  ///
  /// The setter's ``value`` is the ``StyleValue`` itself. It overrides, and is overridden
  /// by, a custom setter of the same identity made from a literal with
  /// ``init(_:value:fileID:line:read:write:)-(_,Value,_,_,_,_)``, so a style can replace a
  /// literal with a token or the other way around. A token that has no value where the
  /// style is applied is reported, and leaves the property as it is, as for a key-path
  /// setter.
  ///
  /// With `CascadeViews`, `Setter.titleColor(_:for:)` takes such a value too:
  /// `Setter.titleColor(.token(.accent), for: .highlighted)`.
  ///
  /// - Parameters:
  ///   - identity: What the setter sets; setters with equal identities override each other.
  ///   - value: The value, resolved in the context the style is applied in.
  ///   - fileID: The declaring file; leave the default.
  ///   - line: The declaring line; leave the default.
  ///   - read: Reads the property the setter would overwrite, so that
  ///     ``Style/capturingCurrentValues(of:)`` and stylesheets can restore it through
  ///     `write`. Without it, the property is restored as for
  ///     ``init(_:value:fileID:line:read:write:)-(_,Value,_,_,_,_)``.
  ///   - write: Writes a resolved value into a root.
  @inlinable @_disfavoredOverload
  public init<Property>(
    _ identity: SetterIdentity,
    value: StyleValue<Property>,
    fileID: String = #fileID,
    line: Int = #line,
    read: (@Sendable (Root) -> Property)? = nil,
    write: @escaping @Sendable (inout Root, Property) -> Void
  ) where Value == StyleValue<Property> {
    let location = SourceLocation(fileID: fileID, line: line)
    self.value = value
    self.location = location
    self.details = ResolvingSetterDetails(
      identity: identity, value: value, read: read, write: write)
    self.access = { root, resolution in
      guard let root else { return nil }
      switch Resolution.resolve(value, in: resolution) {
      case .success(let resolved):
        write(&root.pointee, resolved)
      case .failure(let missing):
        Resolution.record(missing, property: identity, location: location, in: resolution)
      }
      return nil
    }
  }

  /// The custom setter of a literal value that this one stands for, when this is a
  /// custom setter made with a ``StyleValue`` holding a literal: the setter
  /// ``init(_:value:fileID:line:read:write:)-(_,Value,_,_,_,_)`` makes of that literal,
  /// which equals the Swift form's. What a text stylesheet makes of a literal declaration;
  /// `nil` for any other setter.
  package func literalForm<Property>() -> Setter<Root, Property>?
  where Value == StyleValue<Property> {
    guard let details = details as? ResolvingSetterDetails<Root, Property>,
      case .literal(let literal) = value.source
    else { return nil }
    return Setter<Root, Property>(
      details.identity, value: literal, fileID: location.fileID, line: location.line,
      read: details.read, write: details.write)
  }
}
