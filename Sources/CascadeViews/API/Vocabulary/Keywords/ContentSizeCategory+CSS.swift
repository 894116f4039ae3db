public import CascadeCSS

extension ContentSizeCategory: CSSKeyword {
  /// The case's keyword in kebab-case, smallest first: `extra-small` … `accessibility-extra-extra-extra-large`.
  ///
  /// ```swift
  /// let value = try ContentSizeCategory(cssText: "accessibility-medium")  // .accessibilityMedium
  /// ```
  public var cssKeyword: String {
    switch self {
    case .extraSmall: "extra-small"
    case .small: "small"
    case .medium: "medium"
    case .large: "large"
    case .extraLarge: "extra-large"
    case .extraExtraLarge: "extra-extra-large"
    case .extraExtraExtraLarge: "extra-extra-extra-large"
    case .accessibilityMedium: "accessibility-medium"
    case .accessibilityLarge: "accessibility-large"
    case .accessibilityExtraLarge: "accessibility-extra-large"
    case .accessibilityExtraExtraLarge: "accessibility-extra-extra-large"
    case .accessibilityExtraExtraExtraLarge: "accessibility-extra-extra-extra-large"
    }
  }
}
