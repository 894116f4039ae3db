/// A declared value as a text stylesheet gives it: a literal, a token by `var()`, a value
/// with `var()`s inside it, or a CSS-wide keyword.
public enum CSSDeclaredValue: Sendable, Equatable, CustomStringConvertible {
  /// A literal of the property's value type: `12px`, `#1e90ff`.
  case literal(any CSSRepresentable)
  /// `var(--name)` or `var(--name, fallback)`: a token, by its name in text without `--`,
  /// and a literal to use where nothing gives the token a value.
  case token(String, fallback: (any CSSRepresentable)?)
  /// `initial` or `unset`, in lowercase: the value the object had before any rule set the
  /// property. Cascade's properties do not inherit, so `unset` is `initial`.
  case keyword(String)
  /// A value with `var()`s inside it, `1px solid var(--line)`, as written with white space
  /// made single spaces: the values of the names it reads are substituted into it, and the
  /// result read as the property's type, in each context the rule is applied in.
  case substitution(String)

  /// The value as text: `12`, `var(--accent, #007aff)`.
  public var description: String {
    switch self {
    case .literal(let value): value.cssText
    case .token(let name, let fallback):
      "var(\(CSSIdentifier.customProperty(name))" + (fallback.map { ", \($0.cssText)" } ?? "") + ")"
    case .keyword(let keyword): keyword
    case .substitution(let text): text
    }
  }

  /// Values are equal when they are equal literals of one type, the same token with equal
  /// fallbacks, or the same text with `var()`s inside it.
  public static func == (lhs: CSSDeclaredValue, rhs: CSSDeclaredValue) -> Bool {
    switch (lhs, rhs) {
    case (.literal(let left), .literal(let right)): return left.isEqual(to: right)
    case (.token(let left, let leftFallback), .token(let right, let rightFallback)):
      guard left == right else { return false }
      switch (leftFallback, rightFallback) {
      case (nil, nil): return true
      case (let leftValue?, let rightValue?): return leftValue.isEqual(to: rightValue)
      default: return false
      }
    case (.keyword(let left), .keyword(let right)): return left == right
    case (.substitution(let left), .substitution(let right)): return left == right
    default: return false
    }
  }
}
