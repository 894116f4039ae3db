// Named modifiers for buttons. Each writes its property directly, with the identity of the
// property's key path, so it mixes, overrides and compares equal with `Setter(\.keyPath, …)`.

extension Style where Root: Button {
  /// Sets the space between the button's edges and its title.
  ///
  /// ```swift
  /// let padded = Style<Button>().contentInsets(EdgeInsets(horizontal: 16, vertical: 8))
  /// ```
  ///
  /// - Parameters:
  ///   - insets: The value to set.
  ///   - fileID: The declaring file; leave the default.
  ///   - line: The declaring line; leave the default.
  /// - Returns: A new style; this one is unchanged.
  @inlinable
  public consuming func contentInsets(
    _ insets: EdgeInsets, fileID: String = #fileID, line: Int = #line
  ) -> Style<Root> {
    setting(
      .keyPath(\Button.contentInsets, on: Root.self, \Root.contentInsets), to: insets,
      fileID: fileID, line: line,
      read: { $0.contentInsets }
    ) { $0.contentInsets = $1 }
  }

  /// Sets the title for a control state.
  ///
  /// ```swift
  /// let follow = Style<Button>()
  ///   .title("Follow", for: .normal)
  ///   .title("Following", for: .selected)
  /// ```
  ///
  /// - Parameters:
  ///   - title: The title, or `nil` to show the normal title in that state.
  ///   - state: The state it is for.
  ///   - fileID: The declaring file; leave the default.
  ///   - line: The declaring line; leave the default.
  /// - Returns: A new style; this one is unchanged.
  @inlinable
  public consuming func title(
    _ title: String?, for state: ControlState, fileID: String = #fileID, line: Int = #line
  ) -> Style<Root> {
    setting(Setter.title(title, for: state, fileID: fileID, line: line))
  }

  /// Sets the title color for a control state.
  ///
  /// ```swift
  /// let follow = Style<Button>().titleColor(.white, for: .normal)
  /// ```
  ///
  /// - Parameters:
  ///   - color: The color, or `nil` to use the normal one in that state.
  ///   - state: The state it is for.
  ///   - fileID: The declaring file; leave the default.
  ///   - line: The declaring line; leave the default.
  /// - Returns: A new style; this one is unchanged.
  @inlinable
  public consuming func titleColor(
    _ color: Color?, for state: ControlState, fileID: String = #fileID, line: Int = #line
  ) -> Style<Root> {
    setting(Setter.titleColor(color, for: state, fileID: fileID, line: line))
  }

  /// Sets the background color for a control state.
  ///
  /// ```swift
  /// let follow = Style<Button>().backgroundColor(.blue, for: .highlighted)
  /// ```
  ///
  /// - Parameters:
  ///   - color: The color, or `nil` to use the normal one in that state.
  ///   - state: The state it is for.
  ///   - fileID: The declaring file; leave the default.
  ///   - line: The declaring line; leave the default.
  /// - Returns: A new style; this one is unchanged.
  @inlinable
  public consuming func backgroundColor(
    _ color: Color?, for state: ControlState, fileID: String = #fileID, line: Int = #line
  ) -> Style<Root> {
    setting(Setter.backgroundColor(color, for: state, fileID: fileID, line: line))
  }
}
