extension CSSValueParser {
  func error(
    at token: CSSToken, expected: String, suggestion: String?, message: String? = nil
  ) -> CSSValueError {
    // A message quotes at most the start of what it found: a string can be as long as the
    // sheet, and each diagnostic that quoted all of one would copy it.
    let shown = min(token.end, token.start + Self.longestQuote)
    let quote = source.text(token.start, shown) + (shown < token.end ? "…" : "")
    return CSSValueError(
      expected: expected, found: "`\(quote)`", suggestion: suggestion, message: message,
      start: token.start, end: token.end)
  }

  /// The most bytes of a token a message quotes.
  private static let longestQuote = 40

  mutating func take(
    expected: @autoclosure () -> String
  ) throws(CSSValueError)
    -> CSSToken
  {
    skipWhitespace()
    guard index < tokens.endIndex else { throw error(expected: expected()) }
    let token = tokens[index]
    index += 1
    previous = token
    return token
  }

  func finite(
    _ value: Double, expected: @autoclosure () -> String
  ) throws(CSSValueError)
    -> Double
  {
    guard value.isFinite else {
      throw errorAtPrevious(expected: expected(), message: "number out of range")
    }
    return value
  }

  mutating func skipWhitespace() {
    while index < tokens.endIndex, case .whitespace = tokens[index].kind { index += 1 }
  }

  /// The index of the `)` that closes the function whose arguments start at `start`.
  func closingParenthesis(from start: Int) -> Int? {
    var depth = 0
    var current = start
    while current < tokens.endIndex {
      switch tokens[current].kind {
      case .function, .openParen: depth += 1
      case .closeParen:
        if depth == 0 { return current }
        depth -= 1
      default: break
      }
      current += 1
    }
    return nil
  }
}
