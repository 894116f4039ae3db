/// Builds the rules of a ``Stylesheet``.
@resultBuilder
public enum StylesheetBuilder {
  /// Lifts a rule into a block.
  public static func buildExpression(_ rule: Rule) -> [Rule] { [rule] }
  /// Joins the statements of a block.
  public static func buildBlock(_ components: [Rule]...) -> [Rule] { components.flatMap { $0 } }
  /// Supports `if` without `else`.
  public static func buildOptional(_ component: [Rule]?) -> [Rule] { component ?? [] }
  /// Supports the first branch of `if`/`else` and `switch`.
  public static func buildEither(first component: [Rule]) -> [Rule] { component }
  /// Supports the second branch of `if`/`else` and `switch`.
  public static func buildEither(second component: [Rule]) -> [Rule] { component }
  /// Supports `for`-`in`.
  public static func buildArray(_ components: [[Rule]]) -> [Rule] { components.flatMap { $0 } }
}
