public import CascadeCSS

extension LineBreakMode: CSSKeyword {
  /// The case's keyword in kebab-case: `by-truncating-tail`.
  ///
  /// ```swift
  /// let value = try LineBreakMode(cssText: "by-truncating-tail")  // .byTruncatingTail
  /// ```
  public var cssKeyword: String {
    switch self {
    case .byWordWrapping: "by-word-wrapping"
    case .byCharWrapping: "by-char-wrapping"
    case .byClipping: "by-clipping"
    case .byTruncatingHead: "by-truncating-head"
    case .byTruncatingTail: "by-truncating-tail"
    case .byTruncatingMiddle: "by-truncating-middle"
    }
  }
}
