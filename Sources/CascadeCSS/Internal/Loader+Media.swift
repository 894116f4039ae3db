extension Loader {
  /// A `@media` prelude: queries separated by commas, each `[not] (test) [and (test)]…`.
  /// A query with an error is reported and matches nothing, as `not all` does in CSS, and
  /// the list's other queries stay; `nil` when none is left.
  mutating func parseMediaCondition(_ prelude: Range<Int>, at: Int) -> MediaCondition? {
    guard !prelude.isEmpty else {
      reportAt(at, .invalidMediaQuery, "expected a condition after `@media`")
      return nil
    }
    var queries: [MediaQuery] = []
    var start = prelude.lowerBound
    var depth = 0
    for index in prelude {
      switch tokens[index].kind {
      case .openParen, .function: depth += 1
      case .closeParen: depth -= 1
      case .comma where depth == 0:
        if let query = parseQuery(trimmed(start..<index), at: index) { queries.append(query) }
        start = index + 1
      default: break
      }
    }
    if let last = parseQuery(trimmed(start..<prelude.upperBound), at: prelude.upperBound - 1) {
      queries.append(last)
    }
    return queries.isEmpty ? nil : MediaCondition(queries: queries)
  }

  private mutating func parseQuery(_ range: Range<Int>, at: Int) -> MediaQuery? {
    var index = range.lowerBound
    var isNegated = false
    var tests: [MediaTest] = []
    var expectTest = true
    while index < range.upperBound {
      switch tokens[index].kind {
      case .whitespace: index += 1
      case .identifier(let word) where word.lowercased() == "not" && tests.isEmpty && !isNegated:
        isNegated = true
        index += 1
      case .identifier(let word) where word.lowercased() == "and" && !expectTest:
        expectTest = true
        index += 1
      case .openParen where expectTest:
        guard let close = closingParen(after: index, before: range.upperBound),
          let test = parseTest(trimmed(index + 1..<close), at: index)
        else { return nil }
        tests.append(test)
        expectTest = false
        index = close + 1
      default:
        reportAt(
          index, .invalidMediaQuery,
          expectTest ? "expected a test in parentheses: `(name: value)`" : "expected `and`")
        return nil
      }
    }
    guard !tests.isEmpty, !expectTest else {
      reportAt(at, .invalidMediaQuery, "expected a test in parentheses: `(name: value)`")
      return nil
    }
    return MediaQuery(isNegated: isNegated, tests: tests)
  }

  private func closingParen(after open: Int, before end: Int) -> Int? {
    var depth = 0
    for index in open + 1..<end {
      switch tokens[index].kind {
      case .openParen, .function: depth += 1
      case .closeParen:
        if depth == 0 { return index }
        depth -= 1
      default: break
      }
    }
    return nil
  }

  /// `name`, `name: value`, `min-name: value` or `max-name: value`.
  private mutating func parseTest(_ range: Range<Int>, at open: Int) -> MediaTest? {
    guard let first = range.first, case .identifier(let written) = tokens[first].kind else {
      reportAt(open, .invalidMediaQuery, "expected a feature's name")
      return nil
    }
    let name = written.lowercased()
    guard let (feature, comparison) = feature(named: name, at: first) else { return nil }
    let rest = trimmed(first + 1..<range.upperBound)
    guard let colon = rest.first else {
      guard comparison == .equal, let implicit = feature.implicitValue else {
        reportAt(first, .invalidMediaQuery, "`\(name)` needs a value: `(\(name): …)`")
        return nil
      }
      return MediaTest(feature: feature.name, comparison: .equal, value: nil) {
        feature.test($0, implicit, .equal)
      }
    }
    guard case .colon = tokens[colon].kind, colon + 1 < rest.upperBound else {
      reportAt(colon, .invalidMediaQuery, "expected `:` and a value after `\(name)`")
      return nil
    }
    let valueRange = trimmed(colon + 1..<rest.upperBound)
    guard !valueRange.isEmpty,
      let value = literal(valueRange, of: feature.valueType, for: name)
    else { return nil }
    return MediaTest(feature: feature.name, comparison: comparison, value: value) {
      feature.test($0, value, comparison)
    }
  }

  private mutating func feature(
    named name: String, at index: Int
  ) -> (MediaFeature, MediaTest.Comparison)? {
    if let feature = vocabulary.features[name] { return (feature, .equal) }
    for (prefix, comparison) in [("min-", MediaTest.Comparison.atLeast), ("max-", .atMost)]
    where name.hasPrefix(prefix) {
      if let feature = vocabulary.features[String(name.dropFirst(prefix.count))],
        feature.isRange
      {
        return (feature, comparison)
      }
    }
    let names = vocabulary.features.values.flatMap { feature in
      feature.isRange
        ? [feature.name, "min-" + feature.name, "max-" + feature.name] : [feature.name]
    }
    reportAt(
      index, .unknownMediaFeature, "unknown media feature `\(name)`",
      suggestion: Suggestions.nearest(to: name, among: names))
    return nil
  }
}
