extension Setter {
  /// Creates a setter that writes a design token's value, resolved in the theme the style
  /// is applied in.
  ///
  /// ```swift
  /// final class Badge { var tint = "gray" }
  /// let brand = Token<String>("brandTint", default: "indigo")
  /// let branded = Style<Badge> { Setter(\.tint, token: brand) }
  /// ```
  ///
  /// The token is its own argument, so a misspelt token is reported by its name, "type
  /// 'Token<Color>' has no member 'primaryTxt'", and a token of another type as a token of
  /// the wrong type. It is the same setter as `Setter(\.tint, .token(brand))`.
  ///
  /// - Parameters:
  ///   - keyPath: The property to write.
  ///   - token: The token whose value to write.
  ///   - fileID: The declaring file; leave the default.
  ///   - line: The declaring line; leave the default.
  @inlinable
  public init<Property>(
    _ keyPath: WritableKeyPath<Root, Property>,
    token: Token<Property>,
    fileID: String = #fileID,
    line: Int = #line
  ) where Value == StyleValue<Property> {
    self.init(keyPath, .token(token), fileID: fileID, line: line)
  }

  /// Creates a setter that writes a design token's value into an optional property.
  ///
  /// ```swift
  /// final class Badge { var tint: String? }
  /// let brand = Token<String>("brandTint", default: "indigo")
  /// let branded = Style<Badge> { Setter(\.tint, token: brand) }
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath: The optional property to write.
  ///   - token: The token, of the property's wrapped type.
  ///   - fileID: The declaring file; leave the default.
  ///   - line: The declaring line; leave the default.
  @inlinable @_disfavoredOverload
  public init<Wrapped>(
    _ keyPath: WritableKeyPath<Root, Wrapped?>,
    token: Token<Wrapped>,
    fileID: String = #fileID,
    line: Int = #line
  ) where Value == StyleValue<Wrapped?> {
    self.init(keyPath, .token(token), fileID: fileID, line: line)
  }

  /// A token of another type than the property's cannot be written: this overload exists
  /// to say so, rather than to report a conversion between key-path types.
  @available(
    *, unavailable,
    message:
      "the token's type is not the property's: a token writes only a property of its own value type"
  )
  @_disfavoredOverload
  public init<Property, Other>(
    _ keyPath: WritableKeyPath<Root, Property>,
    token: Token<Other>,
    fileID: String = #fileID,
    line: Int = #line
  ) where Value == StyleValue<Property> {
    // Unavailable: no call compiles. The body still makes a setter, for a token of the
    // property's type and the same name, so that no path through it can stop the program.
    self.init(keyPath, .token(Token<Property>(token.name)), fileID: fileID, line: line)
  }
}
