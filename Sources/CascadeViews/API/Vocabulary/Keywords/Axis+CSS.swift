public import CascadeCSS

extension Axis: CSSKeyword {
  /// The case's keyword as the cases are named: `horizontal`, `vertical`.
  ///
  /// ```swift
  /// let value = try Axis(cssText: "vertical")  // .vertical
  /// ```
  public var cssKeyword: String {
    switch self {
    case .horizontal: "horizontal"
    case .vertical: "vertical"
    }
  }
}
