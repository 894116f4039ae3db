import CascadeViews

/// The properties with no visual meaning in a preview, as `name: value` lines sorted by
/// name, for the element's `title`: hovering a view shows them.
enum ViewProperties {
  static func nonVisual(of view: View, kind: ViewKind) -> [String] {
    var values: [String: String] = [
      "tintColor": "\(view.tintColor)",
      "tintAdjustmentMode": "\(view.tintAdjustmentMode)",
      "isOpaque": "\(view.isOpaque)",
      "isUserInteractionEnabled": "\(view.isUserInteractionEnabled)",
      "isMultipleTouchEnabled": "\(view.isMultipleTouchEnabled)",
      "isExclusiveTouch": "\(view.isExclusiveTouch)",
      "clearsContextBeforeDrawing": "\(view.clearsContextBeforeDrawing)",
      "translatesAutoresizingMaskIntoConstraints":
        "\(view.translatesAutoresizingMaskIntoConstraints)",
    ]
    if kind != .view { values["layoutMargins"] = "\(view.layoutMargins)" }
    if kind != .imageView { values["contentMode"] = "\(view.contentMode)" }
    if !view.styleClasses.isEmpty {
      values["styleClasses"] = view.styleClasses.sorted().joined(separator: " ")
    }
    if let label = view as? Label {
      values["adjustsFontForContentSizeCategory"] = "\(label.adjustsFontForContentSizeCategory)"
    }
    if let button = view as? Button { addStates(of: button, to: &values) }
    return values.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
  }

  /// The button's state, and the titles and colors of its other states, combined states
  /// too, which it does not show now.
  private static func addStates(of button: Button, to values: inout [String: String]) {
    values["state"] = "\(button.state)"
    values["isEnabled"] = "\(button.isEnabled)"
    addOtherStates(button.titles, named: "title", current: button.state, to: &values)
    addOtherStates(button.titleColors, named: "titleColor", current: button.state, to: &values)
    addOtherStates(
      button.backgroundColors, named: "backgroundColor", current: button.state, to: &values)
  }

  private static func addOtherStates<Value>(
    _ perState: [ControlState: Value], named name: String, current: ControlState,
    to values: inout [String: String]
  ) {
    let states = perState.keys.filter { $0 != .normal && $0 != current }
    for state in states.sorted(by: { $0.rawValue < $1.rawValue }) {
      values["\(name)(\(state))"] = perState[state].map { "\($0)" }
    }
  }
}
