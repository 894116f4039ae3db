import CascadeViews

/// A button in its current state: that state's background and title color (the tint when
/// it has none, as a system button draws it), its content insets as padding, and a system
/// button's title font, 17 points regular.
enum ButtonCSS {
  static func add(_ button: Button?, to css: inout CSSDeclarations) {
    guard let button else { return }
    css.set("display", "block")
    css.set(
      "background-color",
      button.currentBackgroundColor.map { CSSText.color($0) } ?? "transparent")
    css.set("color", CSSText.color(button.currentTitleColor ?? button.tintColor))
    css.set("font-family", FontCSS.family(.system))
    css.set("font-size", "17px")
    css.set("font-weight", "400")
    css.set("text-align", "center")
    css.set("white-space", "nowrap")
    css.set("padding", CSSText.insets(button.contentInsets))
  }
}
