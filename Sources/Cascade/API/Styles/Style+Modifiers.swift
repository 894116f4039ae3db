extension Style {
  /// Returns this style with a property set to a value: the modifier form of any writable
  /// property, for a root that has no named modifier for it.
  ///
  /// ```swift
  /// final class Badge { var count = 0 }
  /// let full = Style<Badge>().setting(\.count, to: 99)
  /// ```
  ///
  /// The setter has the same identity as `Setter(\.count, 99)` in a block, so the two forms
  /// mix and override each other. The substitute views have named modifiers
  /// (`Style<Label>().numberOfLines(2)`), which write their property directly.
  ///
  /// A chain of modifiers is type-checked one link at a time: every link has one
  /// candidate, so a mistake anywhere in a long chain is reported at once, on its own line.
  ///
  /// - Parameters:
  ///   - keyPath: The property to write.
  ///   - value: The value to write.
  ///   - fileID: The declaring file; leave the default.
  ///   - line: The declaring line; leave the default.
  /// - Returns: A new style; this one is unchanged.
  @inlinable
  public consuming func setting<Value: Sendable>(
    _ keyPath: WritableKeyPath<Root, Value>, to value: Value, fileID: String = #fileID,
    line: Int = #line
  ) -> Style<Root> {
    setting(Setter(keyPath, value, fileID: fileID, line: line))
  }

  /// Returns this style with a property set to a design token's value, resolved in the
  /// theme the style is applied in.
  ///
  /// ```swift
  /// final class Badge { var tint = "gray" }
  /// let brand = Token<String>("brandTint", default: "indigo")
  /// let branded = Style<Badge>().setting(\.tint, token: brand)
  /// ```
  ///
  /// A misspelt token is reported by its name: "type 'Token<String>' has no member …".
  ///
  /// - Parameters:
  ///   - keyPath: The property to write.
  ///   - token: The token whose value to write.
  ///   - fileID: The declaring file; leave the default.
  ///   - line: The declaring line; leave the default.
  /// - Returns: A new style; this one is unchanged.
  @inlinable
  public consuming func setting<Value: Sendable>(
    _ keyPath: WritableKeyPath<Root, Value>, token: Token<Value>, fileID: String = #fileID,
    line: Int = #line
  ) -> Style<Root> {
    setting(Setter(keyPath, token: token, fileID: fileID, line: line))
  }

  /// Returns this style with an optional property set to a design token's value.
  ///
  /// ```swift
  /// final class Badge { var tint: String? }
  /// let brand = Token<String>("brandTint", default: "indigo")
  /// let branded = Style<Badge>().setting(\.tint, token: brand)
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath: The optional property to write.
  ///   - token: The token, of the property's wrapped type.
  ///   - fileID: The declaring file; leave the default.
  ///   - line: The declaring line; leave the default.
  /// - Returns: A new style; this one is unchanged.
  @inlinable @_disfavoredOverload
  public consuming func setting<Wrapped: Sendable>(
    _ keyPath: WritableKeyPath<Root, Wrapped?>, token: Token<Wrapped>, fileID: String = #fileID,
    line: Int = #line
  ) -> Style<Root> {
    setting(Setter(keyPath, token: token, fileID: fileID, line: line))
  }

  /// A read-only property cannot be set: this overload exists to say so, rather than to
  /// report a conversion between key-path types.
  @available(
    *, unavailable,
    message:
      "the key path is read-only (a 'let', a 'private(set)' or get-only property, or a value of type KeyPath): a style sets only through a WritableKeyPath"
  )
  @_disfavoredOverload
  public consuming func setting<Value: Sendable>(
    _ keyPath: KeyPath<Root, Value>, to value: Value, fileID: String = #fileID,
    line: Int = #line
  ) -> Style<Root> {
    // Unavailable: no call compiles. The body leaves the style as it is, so that no path
    // through it can stop the program.
    self
  }
}
