public import CascadeViews

extension ElementStyle {
  /// The values a stylesheet set on a substitute view, read as an element of the same
  /// kind and state would resolve them: a property no rule set is `nil`, even where the
  /// view has a value.
  ///
  /// ```swift
  /// let sheet = Stylesheet { Rule(Label.self) { Setter(\.numberOfLines, 2) } }
  /// try sheet.apply(to: label)
  /// let values = ElementStyle(reading: label, state: [])  // numberOfLines 2, the rest nil
  /// ```
  ///
  /// - Parameters:
  ///   - view: A view a stylesheet has styled.
  ///   - state: The state to read a button's per-state colors in.
  public init(reading view: View, state: StyleState) {
    self.init(reading: view, state: state, unset: [])
  }

  /// The values a stylesheet set on a view, apart from the properties in `unset`: those
  /// whose token had no value, which the view kept as they were.
  init(reading view: View, state: StyleState, unset: Set<String>) {
    let set = view.styleStorage.appliedPropertyGroups.subtracting(unset)
    func value<Value>(_ group: String, _ read: () -> Value) -> Value? {
      set.contains(group) ? read() : nil
    }
    backgroundColor = value("backgroundColor") { view.backgroundColor } ?? nil
    cornerRadius = value("cornerRadius") { view.cornerRadius }
    border = value("border") { view.border }
    shadow = value("shadow") { view.shadow }
    opacity = value("alpha") { view.alpha }
    padding = value("layoutMargins") { view.layoutMargins }
    tintColor = value("tintColor") { view.tintColor }
    isHidden = value("isHidden") { view.isHidden }
    if let label = view as? Label {
      foregroundColor = value("textColor") { label.textColor }
      font = value("font") { label.font }
      numberOfLines = value("numberOfLines") { label.numberOfLines }
      textAlignment = value("textAlignment") { label.textAlignment }
    } else if let field = view as? TextField {
      foregroundColor = value("textColor") { field.textColor }
      font = value("font") { field.font }
    } else if let button = view as? Button {
      readButton(button, set: set, state: ControlState(state))
    }
  }

  /// A button's per-state colors: its state's own, else the normal state's; its own
  /// background color where neither is set.
  private mutating func readButton(_ button: Button, set: Set<String>, state: ControlState) {
    if set.contains("titleColors") { foregroundColor = button.titleColor(for: state) }
    if set.contains("backgroundColors"), let color = button.backgroundColor(for: state) {
      backgroundColor = color
    }
  }
}

extension ControlState {
  /// The control state of the stylesheet states a button is in.
  init(_ state: StyleState) {
    self = .normal
    if state.contains(.highlighted) { insert(.highlighted) }
    if state.contains(.selected) { insert(.selected) }
    if state.contains(.disabled) { insert(.disabled) }
    if state.contains(.focused) { insert(.focused) }
  }
}

extension ElementStyle {
  /// The name of the value a substitute's property gives, for explanations: `textColor` is
  /// `foregroundColor`, `alpha` is `opacity`, `layoutMargins` is `padding`, a button's
  /// `titleColors[highlighted]` is `foregroundColor[highlighted]`; a property with no value of
  /// its own here keeps its name.
  static func name(of property: String) -> String {
    let base = property.prefix { $0 != "[" }
    let state = property.dropFirst(base.count)
    let renamed: Substring =
      switch base {
      case "textColor", "titleColors": "foregroundColor"
      case "backgroundColors": "backgroundColor"
      case "alpha": "opacity"
      case "layoutMargins": "padding"
      default: base
      }
    return String(renamed + state)
  }
}
