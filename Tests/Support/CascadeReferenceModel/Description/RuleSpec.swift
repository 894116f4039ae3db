/// A rule, as data: a selector and a style, whose type may be narrower than the
/// selector's.
struct RuleSpec: Hashable, Sendable {
  var selector: SelectorSpec
  /// The style's root: a style for ``Tag`` under a selector of ``Box`` styles only tags.
  var styleKind: ObjectKind
  var setters: [SetterSpec]
}

/// Where a rule is: its sheet's name and version, its layer, and its place in the layer.
struct RuleID: Hashable, Sendable {
  let sheet: String
  let version: Int
  let layer: Int
  let index: Int
}
