// Named modifiers for stack views. Each writes its property directly, with the identity of the
// property's key path, so it mixes, overrides and compares equal with `Setter(\.keyPath, …)`.

extension Style where Root: StackView {
  /// Sets the axis the arranged subviews line up along.
  ///
  /// ```swift
  /// let column = Style<StackView>().axis(.vertical)
  /// ```
  ///
  /// - Parameters:
  ///   - axis: The value to set.
  ///   - fileID: The declaring file; leave the default.
  ///   - line: The declaring line; leave the default.
  /// - Returns: A new style; this one is unchanged.
  @inlinable
  public consuming func axis(
    _ axis: Axis, fileID: String = #fileID, line: Int = #line
  ) -> Style<Root> {
    setting(
      .keyPath(\StackView.axis, on: Root.self, \Root.axis), to: axis, fileID: fileID, line: line,
      read: { $0.axis }
    ) { $0.axis = $1 }
  }

  /// Sets the space between adjacent arranged subviews, in points.
  ///
  /// ```swift
  /// let airy = Style<StackView>().spacing(12)
  /// ```
  ///
  /// - Parameters:
  ///   - spacing: The value to set.
  ///   - fileID: The declaring file; leave the default.
  ///   - line: The declaring line; leave the default.
  /// - Returns: A new style; this one is unchanged.
  @inlinable
  public consuming func spacing(
    _ spacing: Double, fileID: String = #fileID, line: Int = #line
  ) -> Style<Root> {
    setting(
      .keyPath(\StackView.spacing, on: Root.self, \Root.spacing), to: spacing, fileID: fileID,
      line: line,
      read: { $0.spacing }
    ) { $0.spacing = $1 }
  }

  /// Sets how the arranged subviews line up across the axis.
  ///
  /// ```swift
  /// let centered = Style<StackView>().alignment(.center)
  /// ```
  ///
  /// - Parameters:
  ///   - alignment: The value to set.
  ///   - fileID: The declaring file; leave the default.
  ///   - line: The declaring line; leave the default.
  /// - Returns: A new style; this one is unchanged.
  @inlinable
  public consuming func alignment(
    _ alignment: StackView.Alignment, fileID: String = #fileID, line: Int = #line
  ) -> Style<Root> {
    setting(
      .keyPath(\StackView.alignment, on: Root.self, \Root.alignment), to: alignment, fileID: fileID,
      line: line,
      read: { $0.alignment }
    ) { $0.alignment = $1 }
  }

  /// Sets how the arranged subviews share the axis.
  ///
  /// ```swift
  /// let even = Style<StackView>().distribution(.fillEqually)
  /// ```
  ///
  /// - Parameters:
  ///   - distribution: The value to set.
  ///   - fileID: The declaring file; leave the default.
  ///   - line: The declaring line; leave the default.
  /// - Returns: A new style; this one is unchanged.
  @inlinable
  public consuming func distribution(
    _ distribution: StackView.Distribution, fileID: String = #fileID, line: Int = #line
  ) -> Style<Root> {
    setting(
      .keyPath(\StackView.distribution, on: Root.self, \Root.distribution), to: distribution,
      fileID: fileID, line: line,
      read: { $0.distribution }
    ) { $0.distribution = $1 }
  }
}
