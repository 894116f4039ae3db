public import CascadeCSS

extension TintAdjustmentMode: CSSKeyword {
  /// The case's keyword as the cases are named: `automatic`, `normal`, `dimmed`.
  ///
  /// ```swift
  /// let value = try TintAdjustmentMode(cssText: "dimmed")  // .dimmed
  /// ```
  public var cssKeyword: String {
    switch self {
    case .automatic: "automatic"
    case .normal: "normal"
    case .dimmed: "dimmed"
    }
  }
}
