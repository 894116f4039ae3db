import CascadeReferenceModel

/// One case of the comparison with a browser: a tree of views and a sheet, styled in light
/// and in dark by Cascade and by Chromium.
struct BrowserCase: Sendable {
  /// A view of the tree: its type's name, its classes, and its parent's index.
  struct Node: Sendable, Codable {
    let type: String
    let classes: [String]
    let parent: Int?
  }

  let seed: UInt64
  let nodes: [Node]
  /// The sheet as Cascade reads it.
  let sheet: String
  /// The sheet as generated, before any corruption.
  let original: String

  var isCorrupted: Bool { sheet != original }
}

/// What a generated sheet may hold, beyond the subset every case has.
struct BrowserCaseFeatures: Sendable, Hashable {
  /// Nested rules: `.a { .b { … } &.c { … } > X { … } @media … { … } declarations }`.
  var nesting = true
  /// `var()` inside a larger value, `padding: var(--p1) 0`, and percentages and keywords.
  var valuesOfCSS = false
  /// `var()` that may end with no value.
  var computedValueTime = false
  /// The CSS-wide keywords Cascade reads, `initial`, `unset` and `inherit`.
  var wideKeywords = true
  /// `var()`s inside `padding`, with fallbacks and `var()`s nested in them, of custom
  /// properties that only such uses read: `padding: var(--q1) 4px var(--q2, var(--q1))`.
  var varInsideValues = false

  static let all = BrowserCaseFeatures(
    nesting: true, valuesOfCSS: true, computedValueTime: true, varInsideValues: true)
}
