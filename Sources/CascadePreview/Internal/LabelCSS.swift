import CascadeViews

/// A label: its font, color and alignment, and its lines as a line clamp.
enum LabelCSS {
  static func add(_ label: Label?, in rendering: PreviewRendering, to css: inout CSSDeclarations) {
    guard let label else { return }
    FontCSS.add(label.font, in: rendering, to: &css)
    css.set("color", CSSText.color(label.textColor))
    css.set("text-align", textAlign(label.textAlignment))
    css.set("padding", "0px")
    lines(label.numberOfLines, label.lineBreakMode, to: &css)
  }

  /// One line never wraps; more lines clamp; zero lines take what the text needs.
  private static func lines(_ count: Int, _ mode: LineBreakMode, to css: inout CSSDeclarations) {
    switch count {
    case ...0:
      css.set("display", "block")
      css.set("white-space", "normal")
    case 1:
      css.set("display", "block")
      css.set("white-space", "nowrap")
      css.set("overflow", "hidden")
    default:
      css.set("display", "-webkit-box")
      css.set("-webkit-box-orient", "vertical")
      css.set("-webkit-line-clamp", String(count))
      css.set("overflow", "hidden")
    }
    breaking(mode, to: &css)
  }

  /// CSS truncates only at the end, so truncating at the head or middle shows an ellipsis
  /// at the end too.
  private static func breaking(_ mode: LineBreakMode, to css: inout CSSDeclarations) {
    switch mode {
    case .byWordWrapping: css.set("overflow-wrap", "break-word")
    case .byCharWrapping: css.set("word-break", "break-all")
    case .byClipping: css.set("text-overflow", "clip")
    case .byTruncatingHead, .byTruncatingTail, .byTruncatingMiddle:
      css.set("text-overflow", "ellipsis")
    }
  }

  static func textAlign(_ alignment: TextAlignment) -> String {
    switch alignment {
    case .left: "left"
    case .center: "center"
    case .right: "right"
    case .justified: "justify"
    case .natural: "start"
    }
  }
}
