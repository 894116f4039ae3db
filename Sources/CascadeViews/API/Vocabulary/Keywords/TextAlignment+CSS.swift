public import CascadeCSS

extension TextAlignment: CSSKeyword {
  /// The case's keyword as CSS's `text-align` spells them: `justify` is
  /// ``TextAlignment/justified``, and `start`, the writing direction's leading edge, is
  /// ``TextAlignment/natural``.
  ///
  /// ```swift
  /// let value = try TextAlignment(cssText: "justify")  // .justified
  /// ```
  public var cssKeyword: String {
    switch self {
    case .left: "left"
    case .center: "center"
    case .right: "right"
    case .justified: "justify"
    case .natural: "start"
    }
  }
}
