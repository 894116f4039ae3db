public import CascadeCSS

extension ContentMode: CSSKeyword {
  /// The case's keyword in kebab-case: `scale-aspect-fit`.
  ///
  /// ```swift
  /// let value = try ContentMode(cssText: "scale-aspect-fit")  // .scaleAspectFit
  /// ```
  public var cssKeyword: String {
    switch self {
    case .scaleToFill: "scale-to-fill"
    case .scaleAspectFit: "scale-aspect-fit"
    case .scaleAspectFill: "scale-aspect-fill"
    case .redraw: "redraw"
    case .center: "center"
    case .top: "top"
    case .bottom: "bottom"
    case .left: "left"
    case .right: "right"
    case .topLeft: "top-left"
    case .topRight: "top-right"
    case .bottomLeft: "bottom-left"
    case .bottomRight: "bottom-right"
    }
  }
}
