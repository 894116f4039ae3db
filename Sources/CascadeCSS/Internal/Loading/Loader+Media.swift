extension Loader {
  /// A `@media` prelude: queries separated by commas, each `[not] (test) [and (test)]…` or
  /// `[not | only] type [and (test)]…`.
  /// A query with an error is reported and matches nothing, as `not all` does in CSS, and
  /// the list's other queries stay; `nil` when none is left. An empty list holds, as CSS's
  /// does: it is `all`.
  mutating func parseMediaCondition(_ prelude: Range<Int>, at: Int) -> CSSMediaCondition? {
    guard !prelude.isEmpty else {
      return CSSMediaCondition(queries: [
        CSSMediaQuery(isNegated: false, mediaType: "all", tests: [])
      ])
    }
    var queries: [CSSMediaQuery] = []
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
    return queries.isEmpty ? nil : CSSMediaCondition(queries: queries)
  }

  private mutating func parseQuery(_ range: Range<Int>, at: Int) -> CSSMediaQuery? {
    var index = range.lowerBound
    var isNegated = false
    var isOnly = false
    var mediaType: String?
    var tests: [CSSMediaTest] = []
    // A test with an error, which CSS takes as neither true nor false.
    var hasUnknownTest = false
    var expectTest = true
    while index < range.upperBound {
      switch tokens[index].kind {
      case .whitespace: index += 1
      case .identifier(let word)
      where word.lowercased() == "not" && tests.isEmpty && !hasUnknownTest
        && mediaType == nil && !isNegated && !isOnly:
        isNegated = true
        index += 1
      case .identifier(let word)
      where word.lowercased() == "only" && tests.isEmpty && !hasUnknownTest
        && mediaType == nil && !isNegated && !isOnly:
        isOnly = true
        index += 1
      case .identifier(let word) where word.lowercased() == "and" && !expectTest:
        expectTest = true
        index += 1
      // A media type starts a query: `screen`, `all`, `print`; one no specification
      // defines is valid and never holds, as in a browser. `and`, `or`, `not`, `only` and
      // `layer` are no types.
      case .identifier(let word)
      where tests.isEmpty && !hasUnknownTest && mediaType == nil
        && !["and", "or", "not", "only", "layer"].contains(word.lowercased()):
        mediaType = word.lowercased()
        if let type = mediaType, !Self.definedMediaTypes.contains(type) {
          reportAt(
            index, .unknownMediaType, "unknown media type `\(word)`; its query never holds",
            suggestion: Suggestions.nearest(to: type, among: Self.definedMediaTypes),
            severity: .warning)
        }
        expectTest = false
        index += 1
      case .openParen where expectTest:
        guard let close = closingParen(after: index, before: range.upperBound) else {
          return nil
        }
        // A test that is no feature's syntax is reported, and is CSS's unknown.
        if let test = parseTest(trimmed(index + 1..<close), at: index) {
          tests.append(test)
        } else {
          hasUnknownTest = true
        }
        expectTest = false
        index = close + 1
      default:
        reportAt(
          index, .invalidMediaQuery,
          expectTest ? "expected a test in parentheses: `(name: value)`" : "expected `and`")
        return nil
      }
    }
    guard !tests.isEmpty || hasUnknownTest || mediaType != nil, !expectTest else {
      reportAt(at, .invalidMediaQuery, "expected a test in parentheses: `(name: value)`")
      return nil
    }
    if isOnly && mediaType == nil {
      reportAt(range.lowerBound, .invalidMediaQuery, "`only` is followed by a media type")
      return nil
    }
    // CSS's three values: a test with an error makes the query unknown, or false where a
    // known part is false, and `not unknown` is unknown, which does not hold. So a query
    // with one never holds (`not all`), and a negated one holds when its known part does
    // not: it keeps that part alone.
    guard hasUnknownTest else {
      return CSSMediaQuery(isNegated: isNegated, mediaType: mediaType, tests: tests)
    }
    guard isNegated, mediaType != nil || !tests.isEmpty else {
      return CSSMediaQuery(isNegated: true, mediaType: "all", tests: [])
    }
    return CSSMediaQuery(isNegated: true, mediaType: mediaType, tests: tests)
  }

  /// The media types the specifications define: `all`, `screen` and `print`, and those
  /// Media Queries 4 keeps only to match nothing.
  static let definedMediaTypes = [
    "all", "screen", "print", "tty", "tv", "projection", "handheld", "braille", "embossed",
    "aural", "speech",
  ]

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
  private mutating func parseTest(_ range: Range<Int>, at open: Int) -> CSSMediaTest? {
    guard let first = range.first, case .identifier(let written) = tokens[first].kind else {
      reportAt(open, .invalidMediaQuery, "expected a feature's name")
      return nil
    }
    let name = written.lowercased()
    guard let (feature, comparison) = feature(named: name, at: first) else { return nil }
    let rest = trimmed(first + 1..<range.upperBound)
    guard let colon = rest.first else {
      // CSS's boolean context: a switch holds when on; a feature of keywords, which are
      // never `none` here (a color scheme, a size class), always holds. A number may be
      // zero, which CSS would take as false: it needs a value.
      let isNumber = feature.valueType is any Numeric.Type
      guard comparison == .equal, feature.implicitValue != nil || !isNumber else {
        reportAt(first, .invalidMediaQuery, "`\(name)` needs a value: `(\(name): …)`")
        return nil
      }
      guard let implicit = feature.implicitValue else {
        return CSSMediaTest(feature: feature.name, comparison: .equal, value: nil) { _ in true }
      }
      return CSSMediaTest(feature: feature.name, comparison: .equal, value: nil) {
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
    return CSSMediaTest(feature: feature.name, comparison: comparison, value: value) {
      feature.test($0, value, comparison)
    }
  }

  private mutating func feature(
    named name: String, at index: Int
  ) -> (MediaFeature, CSSMediaTest.Comparison)? {
    if let feature = vocabulary.features[name] { return (feature, .equal) }
    for (prefix, comparison) in [("min-", CSSMediaTest.Comparison.atLeast), ("max-", .atMost)]
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
