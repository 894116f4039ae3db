public import Cascade

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
