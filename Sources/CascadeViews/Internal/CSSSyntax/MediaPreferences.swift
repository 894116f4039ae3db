internal import CascadeCSS

// The values of CSS's user-preference media features, for the Boolean traits that answer
// them: `(prefers-reduced-motion: reduce)` holds when the trait is `true`.

/// `no-preference` or `reduce`: `prefers-reduced-motion`, `prefers-reduced-transparency`.
enum ReductionPreference: CSSKeyword {
  case noPreference, reduce

  var cssKeyword: String { self == .reduce ? "reduce" : "no-preference" }
}

/// `no-preference` or `more`: `prefers-contrast`, answered by the increased-contrast
/// switch, which has no setting for less contrast.
enum ContrastPreference: CSSKeyword {
  case noPreference, more

  var cssKeyword: String { self == .more ? "more" : "no-preference" }
}
