/// One of a button's per-state properties, as its literal and its resolving setters both
/// build it: the identity of the per-state storage, qualified by the state, so that each
/// state's value overrides only the same state's, a literal and a token alike; and how to
/// read and write that state's value.
struct ButtonStateProperty<Root: Button, Value: Sendable> {
  let identity: SetterIdentity
  let read: @Sendable (Root) -> Value
  let write: @Sendable (inout Root, Value) -> Void

  /// The setter of a literal value for this state.
  func setter(_ value: Value, fileID: String, line: Int) -> Setter<Root, Value> {
    Setter(identity, value: value, fileID: fileID, line: line, read: read, write: write)
  }

  /// The setter of a value worked out when the style is applied, for this state.
  func setter(
    _ value: StyleValue<Value>, fileID: String, line: Int
  ) -> Setter<Root, StyleValue<Value>> {
    Setter(identity, value: value, fileID: fileID, line: line, read: read, write: write)
  }
}

extension ButtonStateProperty where Value == String? {
  /// The title of `state`.
  static func title(for state: ControlState) -> Self {
    Self(
      identity: .keyPath(\Button.titles, on: Root.self, \Root.titles, qualifier: state),
      read: { $0.titles[state] },
      write: { button, title in button.setTitle(title, for: state) })
  }
}

extension ButtonStateProperty where Value == Color? {
  /// The title color of `state`.
  static func titleColor(for state: ControlState) -> Self {
    Self(
      identity: .keyPath(
        \Button.titleColors, on: Root.self, \Root.titleColors, qualifier: state),
      read: { $0.titleColors[state] },
      write: { button, color in button.setTitleColor(color, for: state) })
  }

  /// The background color of `state`.
  static func backgroundColor(for state: ControlState) -> Self {
    Self(
      identity: .keyPath(
        \Button.backgroundColors, on: Root.self, \Root.backgroundColors, qualifier: state),
      read: { $0.backgroundColors[state] },
      write: { button, color in button.setBackgroundColor(color, for: state) })
  }
}
