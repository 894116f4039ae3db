public import Cascade

/// A rule of a text stylesheet, as read: its selectors, its layer and condition, and its
/// declarations, each checked against the vocabulary.
///
/// ```swift
/// let sheet = StyleVocabulary.standard.load("Label.title { color: red; }", named: "a.css")
/// print(sheet.rules[0].selectors)  // ["Label.title"]
/// ```
public struct CSSRule: Sendable, Equatable {
  /// The selectors, each written in a canonical form: `Label.title:highlighted`.
  public let selectors: [String]
  /// The `@layer` the rule is in, with nested layers' names joined by `.`; `nil` outside
  /// any layer.
  public let layer: String?
  /// The `@media` condition the rule is in, if any.
  public let condition: CSSMediaCondition?
  /// The declarations that were read without error, in order.
  public let declarations: [CSSDeclaration]
  /// Where the rule's selector starts. Not compared by `==`.
  public let location: SourceLocation
  /// For a rule nested in other style rules, the selector lists it was written in,
  /// outermost first, each in a canonical form; the last is the rule's own, relative to
  /// the one before, with `&` for it. Empty for a rule that is not nested in another, and
  /// for declarations of a top-level rule that follow a rule nested in it.
  ///
  /// ``selectors`` are the nested selectors expanded, which the engine matches; they rank
  /// as CSS ranks nesting, with `&` as specific as the most specific of its parent's
  /// selectors, which the lists keep for printing.
  ///
  /// ```swift
  /// let sheet = StyleVocabulary.standard.load(
  ///   ".card, View { > Label { number-of-lines: 2; } }", named: "a.css")
  /// print(sheet.rules[0].selectors)  // [".card > Label", "View > Label"]
  /// print(sheet.rules[0].nesting)  // [[".card", "View"], ["& > Label"]]
  /// ```
  public let nesting: [[String]]
  /// Where the rule was read in its layer, for printing. Not compared by `==`.
  var placement = LayerPlacement()

  /// Rules are equal when their selectors, nesting, layer, condition and declarations are.
  public static func == (lhs: CSSRule, rhs: CSSRule) -> Bool {
    lhs.selectors == rhs.selectors && lhs.layer == rhs.layer && lhs.condition == rhs.condition
      && lhs.declarations == rhs.declarations && lhs.nesting == rhs.nesting
  }
}
