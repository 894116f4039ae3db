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

/// A declaration of a text stylesheet: a registered property and its value.
public struct CSSDeclaration: Sendable, Equatable {
  /// The property's name in text: `background-color`.
  public let property: String
  /// The value.
  public let value: CSSDeclaredValue
  /// Where the property's name is. Not compared by `==`.
  public let location: SourceLocation

  /// Declarations are equal when their properties and values are.
  public static func == (lhs: CSSDeclaration, rhs: CSSDeclaration) -> Bool {
    lhs.property == rhs.property && lhs.value == rhs.value
  }
}

/// A declaration of a token's value in a text stylesheet, `:root { --name: value; }`: the
/// token, the value, and where it holds, perhaps only under a theme (`@theme dark { … }`),
/// a condition (`@media … { … }`) or in a layer.
public struct CSSTokenDeclaration: Sendable, Equatable {
  /// The token's name in text, without `--`: a registered token's, or a custom property's
  /// that the sheet declares for itself.
  public let token: String
  /// The theme the value is for: it holds for that theme and themes that extend it.
  public let theme: String?
  /// The condition the value is for.
  public let condition: CSSMediaCondition?
  /// The value: a literal of the token's type, or another token (an alias).
  public let value: CSSDeclaredValue
  /// Where the token's name is. Not compared by `==`.
  public let location: SourceLocation
  /// The `@layer` the value was read in, with nested layers' names joined by `.`; `nil`
  /// outside any layer. A value outside any layer wins over every layered one, and a later
  /// layer's over an earlier one's, as in CSS.
  public let layer: String?
  /// Where the value was read in its layer, for printing. Not compared by `==`.
  var placement = LayerPlacement()

  /// Token values are equal when their token, theme, condition, layer and value are.
  public static func == (lhs: CSSTokenDeclaration, rhs: CSSTokenDeclaration) -> Bool {
    lhs.token == rhs.token && lhs.theme == rhs.theme && lhs.condition == rhs.condition
      && lhs.layer == rhs.layer && lhs.value == rhs.value
  }
}
