extension Button {
  /// Sets the title for a state; `nil` removes it, so the state shows the normal title.
  ///
  /// ```swift
  /// button.setTitle("Follow", for: .normal)
  /// ```
  ///
  /// - Parameters:
  ///   - title: The title, or `nil`.
  ///   - state: The state it is for.
  public func setTitle(_ title: String?, for state: ControlState) {
    set(title, for: state, in: \.titles, named: "titles")
  }

  /// The title for a state, or the normal title when the state has none.
  ///
  /// ```swift
  /// button.title(for: .highlighted)
  /// ```
  ///
  /// - Parameter state: The state to look up.
  /// - Returns: The title, or `nil` when neither the state nor `.normal` has one.
  public func title(for state: ControlState) -> String? {
    titles[state] ?? titles[.normal]
  }

  /// Sets the title color for a state; `nil` removes it.
  ///
  /// ```swift
  /// button.setTitleColor(.white, for: .normal)
  /// ```
  ///
  /// - Parameters:
  ///   - color: The color, or `nil`.
  ///   - state: The state it is for.
  public func setTitleColor(_ color: Color?, for state: ControlState) {
    set(color, for: state, in: \.titleColors, named: "titleColors")
  }

  /// The title color for a state, or the normal one when the state has none.
  ///
  /// ```swift
  /// button.titleColor(for: .disabled)
  /// ```
  ///
  /// - Parameter state: The state to look up.
  /// - Returns: The color, or `nil` when neither the state nor `.normal` has one.
  public func titleColor(for state: ControlState) -> Color? {
    titleColors[state] ?? titleColors[.normal]
  }

  /// Sets the background color for a state; `nil` removes it.
  ///
  /// ```swift
  /// button.setBackgroundColor(.blue, for: .highlighted)
  /// ```
  ///
  /// - Parameters:
  ///   - color: The color, or `nil`.
  ///   - state: The state it is for.
  public func setBackgroundColor(_ color: Color?, for state: ControlState) {
    set(color, for: state, in: \.backgroundColors, named: "backgroundColors")
  }

  /// The background color for a state, or the normal one when the state has none.
  ///
  /// ```swift
  /// button.backgroundColor(for: .highlighted)
  /// ```
  ///
  /// - Parameter state: The state to look up.
  /// - Returns: The color, or `nil` when neither the state nor `.normal` has one.
  public func backgroundColor(for state: ControlState) -> Color? {
    backgroundColors[state] ?? backgroundColors[.normal]
  }

  /// Writes a per-state value, counting the change as `name[state]`.
  private func set<Value: SameValueComparable>(
    _ value: Value?, for state: ControlState,
    in storage: ReferenceWritableKeyPath<Button, [ControlState: Value]>, named name: StaticString
  ) {
    guard !self[keyPath: storage][state].isSameValue(as: value) else { return }
    self[keyPath: storage][state] = value
    noteChange(.perState(name, state))
  }
}
