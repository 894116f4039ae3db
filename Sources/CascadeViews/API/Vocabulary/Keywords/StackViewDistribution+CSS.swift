public import CascadeCSS

extension StackView.Distribution: CSSKeyword {
  /// The case's keyword in kebab-case: `fill-equally`.
  ///
  /// ```swift
  /// let value = try StackView.Distribution(cssText: "fill-equally")  // .fillEqually
  /// ```
  public var cssKeyword: String {
    switch self {
    case .fill: "fill"
    case .fillEqually: "fill-equally"
    case .fillProportionally: "fill-proportionally"
    case .equalSpacing: "equal-spacing"
    case .equalCentering: "equal-centering"
    }
  }
}
