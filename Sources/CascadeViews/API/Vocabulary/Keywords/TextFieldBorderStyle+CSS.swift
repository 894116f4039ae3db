public import CascadeCSS

extension TextField.BorderStyle: CSSKeyword {
  /// The case's keyword in kebab-case: `rounded-rect`.
  ///
  /// ```swift
  /// let value = try TextField.BorderStyle(cssText: "rounded-rect")  // .roundedRect
  /// ```
  public var cssKeyword: String {
    switch self {
    case .none: "none"
    case .line: "line"
    case .bezel: "bezel"
    case .roundedRect: "rounded-rect"
    }
  }
}
