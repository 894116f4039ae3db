// Named modifiers for text fields. Each writes its property directly, with the identity of the
// property's key path, so it mixes, overrides and compares equal with `Setter(\.keyPath, …)`.

extension Style where Root: TextField {
  /// Sets the text shown while the field is empty.
  ///
  /// ```swift
  /// let search = Style<TextField>().placeholder("Search")
  /// ```
  ///
  /// - Parameters:
  ///   - placeholder: The value to set.
  ///   - fileID: The declaring file; leave the default.
  ///   - line: The declaring line; leave the default.
  /// - Returns: A new style; this one is unchanged.
  @inlinable
  public consuming func placeholder(
    _ placeholder: String?, fileID: String = #fileID, line: Int = #line
  ) -> Style<Root> {
    setting(
      .keyPath(\TextField.placeholder, on: Root.self, \Root.placeholder), to: placeholder,
      fileID: fileID, line: line,
      read: { $0.placeholder }
    ) { $0.placeholder = $1 }
  }

  /// Sets the color of the placeholder.
  ///
  /// ```swift
  /// let faint = Style<TextField>().placeholderColor(.gray)
  /// ```
  ///
  /// - Parameters:
  ///   - color: The value to set.
  ///   - fileID: The declaring file; leave the default.
  ///   - line: The declaring line; leave the default.
  /// - Returns: A new style; this one is unchanged.
  @inlinable
  public consuming func placeholderColor(
    _ color: Color, fileID: String = #fileID, line: Int = #line
  ) -> Style<Root> {
    setting(
      .keyPath(\TextField.placeholderColor, on: Root.self, \Root.placeholderColor), to: color,
      fileID: fileID, line: line,
      read: { $0.placeholderColor }
    ) { $0.placeholderColor = $1 }
  }

  /// Sets the font of the text.
  ///
  /// ```swift
  /// let body = Style<TextField>().font(.body)
  /// ```
  ///
  /// - Parameters:
  ///   - font: The value to set.
  ///   - fileID: The declaring file; leave the default.
  ///   - line: The declaring line; leave the default.
  /// - Returns: A new style; this one is unchanged.
  @inlinable
  public consuming func font(
    _ font: Font, fileID: String = #fileID, line: Int = #line
  ) -> Style<Root> {
    setting(
      .keyPath(\TextField.font, on: Root.self, \Root.font), to: font, fileID: fileID, line: line,
      read: { $0.font }
    ) { $0.font = $1 }
  }

  /// Sets the color of the text.
  ///
  /// ```swift
  /// let ink = Style<TextField>().textColor(.black)
  /// ```
  ///
  /// - Parameters:
  ///   - color: The value to set.
  ///   - fileID: The declaring file; leave the default.
  ///   - line: The declaring line; leave the default.
  /// - Returns: A new style; this one is unchanged.
  @inlinable
  public consuming func textColor(
    _ color: Color, fileID: String = #fileID, line: Int = #line
  ) -> Style<Root> {
    setting(
      .keyPath(\TextField.textColor, on: Root.self, \Root.textColor), to: color, fileID: fileID,
      line: line,
      read: { $0.textColor }
    ) { $0.textColor = $1 }
  }

  /// Sets how the field's border is drawn.
  ///
  /// ```swift
  /// let rounded = Style<TextField>().borderStyle(.roundedRect)
  /// ```
  ///
  /// - Parameters:
  ///   - style: The value to set.
  ///   - fileID: The declaring file; leave the default.
  ///   - line: The declaring line; leave the default.
  /// - Returns: A new style; this one is unchanged.
  @inlinable
  public consuming func borderStyle(
    _ style: TextField.BorderStyle, fileID: String = #fileID, line: Int = #line
  ) -> Style<Root> {
    setting(
      .keyPath(\TextField.borderStyle, on: Root.self, \Root.borderStyle), to: style, fileID: fileID,
      line: line,
      read: { $0.borderStyle }
    ) { $0.borderStyle = $1 }
  }

  /// Sets whether the text is hidden as it is typed.
  ///
  /// ```swift
  /// let password = Style<TextField>().isSecureTextEntry(true)
  /// ```
  ///
  /// - Parameters:
  ///   - isSecure: The value to set.
  ///   - fileID: The declaring file; leave the default.
  ///   - line: The declaring line; leave the default.
  /// - Returns: A new style; this one is unchanged.
  @inlinable
  public consuming func isSecureTextEntry(
    _ isSecure: Bool, fileID: String = #fileID, line: Int = #line
  ) -> Style<Root> {
    setting(
      .keyPath(\TextField.isSecureTextEntry, on: Root.self, \Root.isSecureTextEntry), to: isSecure,
      fileID: fileID, line: line,
      read: { $0.isSecureTextEntry }
    ) { $0.isSecureTextEntry = $1 }
  }
}
