// Per-state button values are custom setters: the identity of the per-state storage,
// qualified by the state, so each state's value overrides only the same state's (see
// `ButtonStateProperty`).

extension Setter where Root: Button, Value == String? {
  /// A setter for the title of one control state, for use in a block.
  ///
  /// ```swift
  /// let follow = Style<Button> {
  ///   Setter.title("Follow", for: .normal)
  ///   Setter.title("Following", for: .selected)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - title: The title, or `nil` to show the normal title in that state.
  ///   - state: The state it is for.
  ///   - fileID: The declaring file; leave the default.
  ///   - line: The declaring line; leave the default.
  /// - Returns: A setter qualified by `state`.
  public static func title(
    _ title: String?, for state: ControlState, fileID: String = #fileID, line: Int = #line
  ) -> Setter {
    ButtonStateProperty<Root, Value>.title(for: state).setter(title, fileID: fileID, line: line)
  }
}

extension Setter where Root: Button, Value == Color? {
  /// A setter for the title color of one control state, for use in a block.
  ///
  /// ```swift
  /// let follow = Style<Button> { Setter.titleColor(.white, for: .normal) }
  /// ```
  ///
  /// - Parameters:
  ///   - color: The color, or `nil` to use the normal one in that state.
  ///   - state: The state it is for.
  ///   - fileID: The declaring file; leave the default.
  ///   - line: The declaring line; leave the default.
  /// - Returns: A setter qualified by `state`.
  public static func titleColor(
    _ color: Color?, for state: ControlState, fileID: String = #fileID, line: Int = #line
  ) -> Setter {
    ButtonStateProperty<Root, Value>.titleColor(for: state).setter(
      color, fileID: fileID, line: line)
  }

  /// A setter for the background color of one control state, for use in a block.
  ///
  /// ```swift
  /// let follow = Style<Button> { Setter.backgroundColor(.blue, for: .highlighted) }
  /// ```
  ///
  /// - Parameters:
  ///   - color: The color, or `nil` to use the normal one in that state.
  ///   - state: The state it is for.
  ///   - fileID: The declaring file; leave the default.
  ///   - line: The declaring line; leave the default.
  /// - Returns: A setter qualified by `state`.
  public static func backgroundColor(
    _ color: Color?, for state: ControlState, fileID: String = #fileID, line: Int = #line
  ) -> Setter {
    ButtonStateProperty<Root, Value>.backgroundColor(for: state).setter(
      color, fileID: fileID, line: line)
  }
}
