// Named modifiers for labels. Each writes its property directly, with the identity of the
// property's key path, so it mixes, overrides and compares equal with `Setter(\.keyPath, …)`.

extension Style where Root: Label {
  /// Sets the text the label shows.
  ///
  /// ```swift
  /// let greeting = Style<Label>().text("Hello")
  /// ```
  ///
  /// - Parameters:
  ///   - text: The value to set.
  ///   - fileID: The declaring file; leave the default.
  ///   - line: The declaring line; leave the default.
  /// - Returns: A new style; this one is unchanged.
  @inlinable
  public consuming func text(
    _ text: String?, fileID: String = #fileID, line: Int = #line
  ) -> Style<Root> {
    setting(
      .keyPath(\Label.text, on: Root.self, \Root.text), to: text, fileID: fileID, line: line,
      read: { $0.text }
    ) { $0.text = $1 }
  }

  /// Sets the font of the text.
  ///
  /// ```swift
  /// let headline = Style<Label>().font(.headline)
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
      .keyPath(\Label.font, on: Root.self, \Root.font), to: font, fileID: fileID, line: line,
      read: { $0.font }
    ) { $0.font = $1 }
  }

  /// Sets the color of the text.
  ///
  /// ```swift
  /// let muted = Style<Label>().textColor(.gray)
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
      .keyPath(\Label.textColor, on: Root.self, \Root.textColor), to: color, fileID: fileID,
      line: line,
      read: { $0.textColor }
    ) { $0.textColor = $1 }
  }

  /// Sets how the text lines up horizontally.
  ///
  /// ```swift
  /// let centered = Style<Label>().textAlignment(.center)
  /// ```
  ///
  /// - Parameters:
  ///   - alignment: The value to set.
  ///   - fileID: The declaring file; leave the default.
  ///   - line: The declaring line; leave the default.
  /// - Returns: A new style; this one is unchanged.
  @inlinable
  public consuming func textAlignment(
    _ alignment: TextAlignment, fileID: String = #fileID, line: Int = #line
  ) -> Style<Root> {
    setting(
      .keyPath(\Label.textAlignment, on: Root.self, \Root.textAlignment), to: alignment,
      fileID: fileID, line: line,
      read: { $0.textAlignment }
    ) { $0.textAlignment = $1 }
  }

  /// Sets the most lines the text may take; 0 means no limit.
  ///
  /// ```swift
  /// let paragraph = Style<Label>().numberOfLines(0)
  /// ```
  ///
  /// - Parameters:
  ///   - lines: The value to set.
  ///   - fileID: The declaring file; leave the default.
  ///   - line: The declaring line; leave the default.
  /// - Returns: A new style; this one is unchanged.
  @inlinable
  public consuming func numberOfLines(
    _ lines: Int, fileID: String = #fileID, line: Int = #line
  ) -> Style<Root> {
    setting(
      .keyPath(\Label.numberOfLines, on: Root.self, \Root.numberOfLines), to: lines, fileID: fileID,
      line: line,
      read: { $0.numberOfLines }
    ) { $0.numberOfLines = $1 }
  }

  /// Sets how text that does not fit is wrapped or cut.
  ///
  /// ```swift
  /// let wrapped = Style<Label>().lineBreakMode(.byWordWrapping)
  /// ```
  ///
  /// - Parameters:
  ///   - mode: The value to set.
  ///   - fileID: The declaring file; leave the default.
  ///   - line: The declaring line; leave the default.
  /// - Returns: A new style; this one is unchanged.
  @inlinable
  public consuming func lineBreakMode(
    _ mode: LineBreakMode, fileID: String = #fileID, line: Int = #line
  ) -> Style<Root> {
    setting(
      .keyPath(\Label.lineBreakMode, on: Root.self, \Root.lineBreakMode), to: mode, fileID: fileID,
      line: line,
      read: { $0.lineBreakMode }
    ) { $0.lineBreakMode = $1 }
  }

  /// Sets whether the font follows the content-size category.
  ///
  /// ```swift
  /// let dynamic = Style<Label>().adjustsFontForContentSizeCategory(true)
  /// ```
  ///
  /// - Parameters:
  ///   - adjusts: The value to set.
  ///   - fileID: The declaring file; leave the default.
  ///   - line: The declaring line; leave the default.
  /// - Returns: A new style; this one is unchanged.
  @inlinable
  public consuming func adjustsFontForContentSizeCategory(
    _ adjusts: Bool, fileID: String = #fileID, line: Int = #line
  ) -> Style<Root> {
    setting(
      .keyPath(
        \Label.adjustsFontForContentSizeCategory, on: Root.self,
        \Root.adjustsFontForContentSizeCategory), to: adjusts, fileID: fileID, line: line,
      read: { $0.adjustsFontForContentSizeCategory }
    ) { $0.adjustsFontForContentSizeCategory = $1 }
  }
}
