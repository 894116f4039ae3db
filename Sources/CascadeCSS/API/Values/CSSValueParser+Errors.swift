extension CSSValueParser {
  /// An error at the next token: it expected something else there.
  ///
  /// - Parameters:
  ///   - expected: What the syntax expected.
  ///   - suggestion: A replacement likely to be meant, if there is one.
  /// - Returns: The error, to throw.
  public mutating func error(expected: String, suggestion: String? = nil) -> CSSValueError {
    skipWhitespace()
    guard index < tokens.endIndex else {
      return CSSValueError(
        expected: expected, found: "the end of the value", suggestion: suggestion,
        start: endOffset, end: endOffset)
    }
    return error(at: tokens[index], expected: expected, suggestion: suggestion)
  }

  /// An error at the token read last: it was not what the syntax expected.
  ///
  /// - Parameters:
  ///   - expected: What the syntax expected.
  ///   - suggestion: A replacement likely to be meant, if there is one.
  ///   - message: A message to use instead of "expected …, found …", where that says too
  ///     little.
  /// - Returns: The error, to throw.
  public func errorAtPrevious(
    expected: String, suggestion: String? = nil, message: String? = nil
  ) -> CSSValueError {
    guard let previous else {
      return CSSValueError(
        expected: expected, found: "nothing", suggestion: suggestion, message: message,
        start: endOffset, end: endOffset)
    }
    return error(at: previous, expected: expected, suggestion: suggestion, message: message)
  }
}
