/// An image view, drawn as a 64-point placeholder box (a substitute has no image or size)
/// that shows its image's name and content mode.
enum ImageViewCSS {
  static func add(to css: inout CSSDeclarations) {
    css.set("display", "flex")
    css.set("flex-direction", "column")
    css.set("align-items", "center")
    css.set("justify-content", "center")
    css.set("gap", "0px")
    css.set("width", "64px")
    css.set("height", "64px")
    css.set("flex-shrink", "0")
    css.set("padding", "0px")
    css.set(
      "background-image",
      "repeating-linear-gradient(45deg, rgba(142, 142, 147, 0.25) 0px, rgba(142, 142, 147, 0.25) 4px, rgba(142, 142, 147, 0.1) 4px, rgba(142, 142, 147, 0.1) 8px)"
    )
    css.set("font-family", "ui-monospace, monospace")
    css.set("font-size", "9px")
    css.set("color", "rgb(142, 142, 147)")
    css.set("text-align", "center")
  }
}
