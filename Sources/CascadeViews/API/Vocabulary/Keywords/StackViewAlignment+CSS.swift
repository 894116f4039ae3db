public import CascadeCSS

extension StackView.Alignment: CSSKeyword {
  /// The case's keyword in kebab-case: `first-baseline`.
  ///
  /// ```swift
  /// let value = try StackView.Alignment(cssText: "first-baseline")  // .firstBaseline
  /// ```
  public var cssKeyword: String {
    switch self {
    case .fill: "fill"
    case .leading: "leading"
    case .firstBaseline: "first-baseline"
    case .center: "center"
    case .trailing: "trailing"
    case .lastBaseline: "last-baseline"
    }
  }
}
