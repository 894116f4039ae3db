/// What reads a sheet's tokens by index: the parser, which finds its structure, and the
/// loader, which reads its names and values.
protocol TokenReading {
  var tokens: [CSSToken] { get }
}

extension TokenReading {
  /// The token indices of a range, without white space at either end.
  ///
  /// - Complexity: O(*w*) for the *w* white-space tokens it drops.
  func trimmed(_ range: Range<Int>) -> Range<Int> {
    var lower = range.lowerBound
    var upper = range.upperBound
    while lower < upper, case .whitespace = tokens[lower].kind { lower += 1 }
    while upper > lower, case .whitespace = tokens[upper - 1].kind { upper -= 1 }
    return lower..<upper
  }

  /// Whether the token at `index` is white space.
  func isWhitespace(_ index: Int) -> Bool {
    if case .whitespace = tokens[index].kind { return true }
    return false
  }
}

extension SheetParser: TokenReading {}
extension Loader: TokenReading {}
