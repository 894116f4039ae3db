import CascadeViews

/// The substitute types the renderer knows; any other view is drawn as the nearest of them
/// it inherits from.
enum ViewKind: String {
  case view = "View"
  case label = "Label"
  case button = "Button"
  case textField = "TextField"
  case imageView = "ImageView"
  case stackView = "StackView"

  init(of view: View) {
    switch view {
    case is Label: self = .label
    case is Button: self = .button
    case is TextField: self = .textField
    case is ImageView: self = .imageView
    case is StackView: self = .stackView
    default: self = .view
    }
  }

  /// The view's own type name when it is a subclass of the kind it is drawn as.
  static func subclassName(of view: View) -> String? {
    let name = String(describing: type(of: view))
    return name == ViewKind(of: view).rawValue && isKnownType(view) ? nil : name
  }

  private static func isKnownType(_ view: View) -> Bool {
    let type = type(of: view)
    return type == View.self || type == Label.self || type == Button.self
      || type == TextField.self || type == ImageView.self || type == StackView.self
  }
}
