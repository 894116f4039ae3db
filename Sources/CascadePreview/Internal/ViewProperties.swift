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

  /// The button's state, and the titles of its other states, which it does not show now.
  private static func addStates(of button: Button, to values: inout [String: String]) {
    values["state"] = "\(button.state)"
    values["isEnabled"] = "\(button.isEnabled)"
    for state in [ControlState.highlighted, .selected, .disabled, .focused] {
      if let title = button.titles[state] { values["title(\(state))"] = title }
    }
  }
}
