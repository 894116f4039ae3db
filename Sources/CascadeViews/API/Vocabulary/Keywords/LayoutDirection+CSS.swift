public import CascadeCSS

extension LayoutDirection: CSSKeyword {
  /// The case's keyword as CSS's `direction` spells them: `ltr`, `rtl`.
  ///
  /// ```swift
  /// let value = try LayoutDirection(cssText: "rtl")  // .rightToLeft
  /// ```
  public var cssKeyword: String {
    switch self {
    case .leftToRight: "ltr"
    case .rightToLeft: "rtl"
    }
  }
}
