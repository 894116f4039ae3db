import CascadeViews

/// A label: its font, color and alignment, and its number of lines.
enum LabelCSS {
  static func add(_ label: Label?, in rendering: PreviewRendering, to css: inout CSSDeclarations) {
    guard let label else { return }
    FontCSS.add(label.font, in: rendering, to: &css)
    css.set("color", CSSText.color(label.textColor))
    css.set("text-align", textAlign(label.textAlignment))
    css.set("padding", "0px")
    lines(label.numberOfLines, label.lineBreakMode, to: &css)
  }

  /// One line never wraps; more lines wrap and are cut after the last; zero lines take what
  /// the text needs. Several lines set `white-space`, which a label would otherwise inherit
  /// from a button or a one-line parent.
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
      if mode.isTruncating { clamp(count, to: &css) } else { clip(count, to: &css) }
    }
    breaking(mode, to: &css)
  }

  /// A line clamp, which ends the last line with an ellipsis.
  private static func clamp(_ count: Int, to css: inout CSSDeclarations) {
    css.set("display", "-webkit-box")
    css.set("-webkit-box-orient", "vertical")
    css.set("-webkit-line-clamp", String(count))
    css.set("white-space", "normal")
    css.set("overflow", "hidden")
  }

  /// A height of `count` lines that cuts the rest off: Chromium's line clamp always adds an
  /// ellipsis, which wrapping and clipping modes never show.
  private static func clip(_ count: Int, to css: inout CSSDeclarations) {
    css.set("display", "block")
    css.set("white-space", "normal")
    css.set("line-height", lineHeight)
    css.set("max-height", "calc(\(count) * \(lineHeight))")
    css.set("overflow", "hidden")
  }

  /// The line height of a label cut after some lines, so that its height holds whole lines.
  private static let lineHeight = "1.2em"

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

extension LineBreakMode {
  fileprivate var isTruncating: Bool {
    switch self {
    case .byTruncatingHead, .byTruncatingTail, .byTruncatingMiddle: true
    case .byWordWrapping, .byCharWrapping, .byClipping: false
    }
  }
}
