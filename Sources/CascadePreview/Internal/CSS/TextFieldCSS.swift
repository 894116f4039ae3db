import CascadeViews

/// A text field: its font, the text's color (the placeholder's when it shows the
/// placeholder), and its border style drawn as a border. A layer border or corner radius
/// set on the view wins over the border style's.
enum TextFieldCSS {
  static func add(
    _ field: TextField?, in rendering: PreviewRendering, to css: inout CSSDeclarations
  ) {
    guard let field else { return }
    css.set("display", "block")
    FontCSS.add(field.font, in: rendering, to: &css)
    let showsText = !(field.text ?? "").isEmpty
    css.set("color", CSSText.color(showsText ? field.textColor : field.placeholderColor))
    css.set("text-align", "start")
    css.set("white-space", "nowrap")
    css.set("overflow", "hidden")
    borderStyle(field.borderStyle, to: &css)
  }

  private static func borderStyle(_ style: TextField.BorderStyle, to css: inout CSSDeclarations) {
    switch style {
    case .none:
      css.set("padding", "0px")
    case .line:
      css.set("border", "1px solid rgb(0, 0, 0)")
      css.set("padding", "4px 7px")
    case .bezel:
      css.set("border", "1px inset rgb(142, 142, 147)")
      css.set("padding", "4px 7px")
    case .roundedRect:
      css.set("border", "1px solid rgb(209, 209, 214)")
      css.set("border-radius", "5px")
      css.set("padding", "4px 7px")
    }
  }
}
