public import CascadeCSS

extension SizeClass: CSSKeyword {
  /// The case's keyword as the cases are named: `compact`, `regular`.
  ///
  /// ```swift
  /// let value = try SizeClass(cssText: "regular")  // .regular
  /// ```
  public var cssKeyword: String {
    switch self {
    case .compact: "compact"
    case .regular: "regular"
    }
  }
}
