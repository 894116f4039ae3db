public import CascadeCSS

extension ColorScheme: CSSKeyword {
  /// The case's keyword as CSS's `prefers-color-scheme` spells them: `light`, `dark`.
  ///
  /// ```swift
  /// let value = try ColorScheme(cssText: "dark")  // .dark
  /// ```
  public var cssKeyword: String {
    switch self {
    case .light: "light"
    case .dark: "dark"
    }
  }
}
