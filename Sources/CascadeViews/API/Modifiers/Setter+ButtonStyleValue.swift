// Per-state button values worked out when the style is applied: the same identities as the
// literal setters of Setter+Button.swift, from the same `ButtonStateProperty`, so a token
// and a literal for one state override each other.

extension Setter where Root: Button, Value == StyleValue<String?> {
  /// A setter for the title of one control state, from a token or a trait-dependent value,
  /// for use in a block.
  ///
  /// ```swift
  /// let compact = Style<Button> {
  ///   Setter.title(.adaptive { $0.horizontalSizeClass == .compact ? "Go" : "Continue" },
  ///     for: .normal)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - title: The title, resolved when the style is applied; `nil` shows the normal
  ///     title in that state.
  ///   - state: The state it is for.
  ///   - fileID: The declaring file; leave the default.
  ///   - line: The declaring line; leave the default.
  /// - Returns: A setter qualified by `state`.
  @_disfavoredOverload
  public static func title(
    _ title: StyleValue<String?>, for state: ControlState, fileID: String = #fileID,
    line: Int = #line
  ) -> Setter {
    ButtonStateProperty<Root, String?>.title(for: state).setter(title, fileID: fileID, line: line)
  }
}

extension Setter where Root: Button, Value == StyleValue<Color?> {
  /// A setter for the title color of one control state, from a token or a trait-dependent
  /// value, for use in a block.
  ///
  /// ```swift
  /// let follow = Style<Button> { Setter.titleColor(.token(.accent), for: .highlighted) }
  /// ```
  ///
  /// - Parameters:
  ///   - color: The color, resolved when the style is applied; `nil` uses the normal one
  ///     in that state.
  ///   - state: The state it is for.
  ///   - fileID: The declaring file; leave the default.
  ///   - line: The declaring line; leave the default.
  /// - Returns: A setter qualified by `state`.
  @_disfavoredOverload
  public static func titleColor(
    _ color: StyleValue<Color?>, for state: ControlState, fileID: String = #fileID,
    line: Int = #line
  ) -> Setter {
    ButtonStateProperty<Root, Color?>.titleColor(for: state).setter(
      color, fileID: fileID, line: line)
  }

  /// A setter for the background color of one control state, from a token or a
  /// trait-dependent value, for use in a block.
  ///
  /// ```swift
  /// let follow = Style<Button> {
  ///   Setter.backgroundColor(.token(.accent), for: .normal)
  ///   Setter.backgroundColor(.token(.secondaryBackground), for: .disabled)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - color: The color, resolved when the style is applied; `nil` uses the normal one
  ///     in that state.
  ///   - state: The state it is for.
  ///   - fileID: The declaring file; leave the default.
  ///   - line: The declaring line; leave the default.
  /// - Returns: A setter qualified by `state`.
  @_disfavoredOverload
  public static func backgroundColor(
    _ color: StyleValue<Color?>, for state: ControlState, fileID: String = #fileID,
    line: Int = #line
  ) -> Setter {
    ButtonStateProperty<Root, Color?>.backgroundColor(for: state).setter(
      color, fileID: fileID, line: line)
  }
}
