/// A declared value as a text stylesheet gives it: a literal, or a token by `var()`.
public enum TextValue: Sendable, Equatable, CustomStringConvertible {
  /// A literal of the property's value type: `12px`, `#1e90ff`.
  case literal(any CSSValue)
  /// `var(--name)` or `var(--name, fallback)`: a token, by its name in text without `--`,
  /// and a literal to use where nothing gives the token a value.
  case token(String, fallback: (any CSSValue)?)

  /// The value as text: `12`, `var(--accent, #007aff)`.
  public var description: String {
    switch self {
    case .literal(let value): value.cssText
    case .token(let name, let fallback):
      "var(--\(name)" + (fallback.map { ", \($0.cssText)" } ?? "") + ")"
    }
  }

  /// Values are equal when they are equal literals of one type, or the same token with
  /// equal fallbacks.
  public static func == (lhs: TextValue, rhs: TextValue) -> Bool {
    switch (lhs, rhs) {
    case (.literal(let left), .literal(let right)): return left.isEqual(to: right)
    case (.token(let left, let leftFallback), .token(let right, let rightFallback)):
      guard left == right else { return false }
      switch (leftFallback, rightFallback) {
      case (nil, nil): return true
      case (let leftValue?, let rightValue?): return leftValue.isEqual(to: rightValue)
      default: return false
      }
    default: return false
    }
  }
}
