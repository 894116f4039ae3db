// Per-state button values are custom setters: the identity of the per-state storage,
// qualified by the state, so each state's value overrides only the same state's.

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
    Setter(
      .keyPath(\Button.titles, on: Root.self, \Root.titles, qualifier: state), value: title,
      fileID: fileID, line: line,
      read: { $0.titles[state] }
    ) { button, title in button.setTitle(title, for: state) }
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
    Setter(
      .keyPath(\Button.titleColors, on: Root.self, \Root.titleColors, qualifier: state),
      value: color, fileID: fileID, line: line,
      read: { $0.titleColors[state] }
    ) { button, color in button.setTitleColor(color, for: state) }
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
    Setter(
      .keyPath(\Button.backgroundColors, on: Root.self, \Root.backgroundColors, qualifier: state),
      value: color, fileID: fileID,
      line: line, read: { $0.backgroundColors[state] }
    ) { button, color in button.setBackgroundColor(color, for: state) }
  }
}
