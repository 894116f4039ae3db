extension SheetParser {
  /// Reads a declaration, `name: value`, up to its `;` or the `}` that closes its block;
  /// `nil`, with nothing read, where the text is not one, and CSS reads it as a nested rule
  /// instead: it has no `:`, or its value holds a block `{ … }`, which no property here
  /// takes (a custom property's value may hold one).
  mutating func declaration(_ name: String) -> Declaration? {
    let nameToken = index
    var next = index + 1
    while next < tokens.count, case .whitespace = tokens[next].kind { next += 1 }
    guard next < tokens.count, case .colon = tokens[next].kind else { return nil }
    index = next + 1
    let start = index
    let isCustom = name.hasPrefix("--")
    var depth = 0
    var broken: Int?
    var isLeftOpen = false
    scan: while index < tokens.count {
      steps += 1
      switch tokens[index].kind {
      case .semicolon, .closeBrace: break scan
      case .openBrace where !isCustom:
        // Read again as a rule from its start: the block is read once, as the rule's. A
        // string cut by a line's end before it is still the error CSS makes it, whatever
        // the rule's reading reports.
        if let broken, case .badString = tokens[broken].kind {
          reportToken(.unterminatedString, "string without its closing quote", at: broken)
        }
        index = nameToken
        return nil
      // A broken string or `url(` inside brackets breaks the declaration too: a custom
      // property keeps its value's text, and must not keep one that prints back otherwise.
      case .openBrace, .openParen, .openBracket, .function:
        depth = max(depth, skipComponentValue(broken: &broken, isLeftOpen: &isLeftOpen))
      case .badString, .badURL:
        broken = broken ?? index
        index += 1
      default: index += 1
      }
    }
    return checked(
      name, nameToken: nameToken, value: trimmed(start..<index), depth: depth, broken: broken,
      isLeftOpen: isLeftOpen)
  }

  /// The declaration read, or `nil`, reported, if its value cannot be one.
  private mutating func checked(
    _ name: String, nameToken: Int, value: Range<Int>, depth: Int, broken: Int?,
    isLeftOpen: Bool
  ) -> Declaration? {
    if let broken {
      if case .badString = tokens[broken].kind {
        reportToken(.unterminatedString, "string without its closing quote", at: broken)
      } else {
        reportToken(
          .syntax, "an address in `url(…)` without quotes cannot hold a space, a quote or `(`",
          at: broken)
      }
      return nil
    }
    guard depth <= limits.nestingDepth else {
      reportAt(
        nameToken, .nestingTooDeep,
        "`\(name)`'s value has brackets nested deeper than \(limits.nestingDepth)")
      return nil
    }
    guard !value.isEmpty else {
      reportAt(nameToken, .invalidValue, "`\(name)` has no value")
      return nil
    }
    var value = value
    // An `!important` inside a bracket the sheet's end leaves open is the bracket's, as the
    // printed sheet, which closes the bracket after it, reads it.
    if !isLeftOpen, let important = importantStart(of: value) {
      // The declaration still means what it says without `!important`: a warning, and the
      // declaration loads, unless warnings count as errors.
      record(
        Problem(
          code: .unsupportedImportant,
          message: "`!important` is not supported: order and specificity decide",
          start: tokens[important].start, end: tokens[value.upperBound - 1].end,
          severity: .warning))
      value = trimmed(value.lowerBound..<important)
      if value.isEmpty || warningsAsErrors { return nil }
    }
    return Declaration(name: name, nameToken: nameToken, value: value)
  }

  /// Skips one component value that starts with a bracket, `(`, `[`, `{` or a function,
  /// to just after the bracket that closes it: other closing brackets inside are part of
  /// it, as in CSS. An opening bracket with no closing one takes in the rest of the sheet,
  /// reported at the bracket. Anything else is one token.
  ///
  /// - Returns: How deep its brackets nest, 0 for a token.
  /// - Complexity: O(*k*) for the *k* tokens it skips, with a stack of its own.
  @discardableResult
  mutating func skipComponentValue() -> Int {
    var broken: Int?
    var isLeftOpen = false
    return skipComponentValue(broken: &broken, isLeftOpen: &isLeftOpen)
  }

  /// Skips one component value, as ``skipComponentValue()`` does, sets `broken` to the
  /// first bad string or bad `url(` inside it, unless it is set already, and sets
  /// `isLeftOpen` if the sheet's end leaves a bracket of it open.
  mutating func skipComponentValue(broken: inout Int?, isLeftOpen: inout Bool) -> Int {
    guard let first = Self.closer(of: tokens[index].kind) else {
      index += 1
      return 0
    }
    let opener = index
    var closers = [first]
    var depth = 1
    index += 1
    while index < tokens.count, let expected = closers.last {
      steps += 1
      let kind = tokens[index].kind
      switch kind {
      case .badString, .badURL: broken = broken ?? index
      default: break
      }
      index += 1
      if Self.closer(closing: kind) == expected {
        closers.removeLast()
      } else if let closer = Self.closer(of: kind) {
        closers.append(closer)
        depth = max(depth, closers.count)
      }
    }
    if !closers.isEmpty {
      isLeftOpen = true
      reportUnclosed(at: opener)
    }
    return depth
  }

  /// The closing bracket's character of an opening bracket's token.
  private static func closer(of kind: CSSToken.Kind) -> UInt8? {
    switch kind {
    case .openParen, .function: UInt8(ascii: ")")
    case .openBracket: UInt8(ascii: "]")
    case .openBrace: UInt8(ascii: "}")
    default: nil
    }
  }

  /// The character of a closing bracket's token.
  private static func closer(closing kind: CSSToken.Kind) -> UInt8? {
    switch kind {
    case .closeParen: UInt8(ascii: ")")
    case .closeBracket: UInt8(ascii: "]")
    case .closeBrace: UInt8(ascii: "}")
    default: nil
    }
  }

  private mutating func reportUnclosed(at opener: Int) {
    let what = text(of: opener)
    if case .openBrace = tokens[opener].kind {
      reportToken(.unclosedBlock, "expected `}` to close this block", at: opener)
      return
    }
    reportToken(
      .unclosedBracket, "`\(what)` is never closed", at: opener,
      notes: ["as in CSS, everything after an unclosed bracket is part of it, to the end"])
  }

  func importantStart(of value: Range<Int>) -> Int? {
    guard value.count >= 2, case .identifier(let word) = tokens[value.upperBound - 1].kind,
      word.lowercased() == "important"
    else { return nil }
    var bang = value.upperBound - 2
    while bang > value.lowerBound, case .whitespace = tokens[bang].kind { bang -= 1 }
    guard case .delimiter(UInt8(ascii: "!")) = tokens[bang].kind else { return nil }
    return bang
  }

  // MARK: Reporting

  /// Reports a rule of a block that ended, at a `;`, a `}` or the end, before any block:
  /// as a declaration without its `:` where it starts with a name, else as a selector
  /// without its block.
  mutating func reportUnfinished(_ range: Range<Int>) {
    let range = trimmed(range)
    guard let first = range.first else { return }
    let end = tokens[range.upperBound - 1].end
    if case .identifier(let name) = tokens[first].kind,
      isPropertyName(name.lowercased()) || name.hasPrefix("--") || range.count == 1
    {
      // A value right after a property's name most likely lacks only the colon.
      record(
        Problem(
          code: .syntax, message: "expected `:` after `\(name)`", start: tokens[first].start,
          end: tokens[first].end, suggestion: range.count > 1 ? name + ":" : nil))
    } else if Self.startsSelector(tokens[first].kind) {
      report(.syntax, "expected `{` after the selector", tokens[first].start, end)
    } else {
      report(.syntax, "expected a property name or a rule", tokens[first].start, tokens[first].end)
    }
  }

  /// Whether a token can start a selector.
  private static func startsSelector(_ kind: CSSToken.Kind) -> Bool {
    switch kind {
    case .identifier, .hash, .colon, .openBracket: true
    case .delimiter(let byte): Array("*.&>+~|".utf8).contains(byte)
    default: false
    }
  }

  /// Reports a `;` or `}` at the top level, which the selector after it takes in, so that
  /// the rule whose `{` is at `block` is left out with it.
  mutating func reportStray(_ stray: Int, before block: Int) {
    reportToken(
      .syntax, "unexpected `\(text(of: stray))`", at: stray,
      notes: [
        "as in CSS, a selector runs on to the next `{`, so the rule whose block starts there "
          + "is left out with it"
      ])
  }

  func text(of token: Int) -> String {
    switch tokens[token].kind {
    case .semicolon: ";"
    case .closeBrace: "}"
    case .openParen: "("
    case .openBracket: "["
    case .openBrace: "{"
    case .function(let name): name + "("
    default: "?"
    }
  }

  mutating func record(_ problem: Problem) {
    problems.append(problem)
  }

  mutating func report(
    _ code: TextDiagnostic.Code, _ message: String, _ start: Int, _ end: Int
  ) {
    record(Problem(code: code, message: message, start: start, end: end))
  }

  mutating func reportToken(
    _ code: TextDiagnostic.Code, _ message: String, at index: Int, notes: [String] = []
  ) {
    record(
      Problem(
        code: code, message: message, start: tokens[index].start, end: tokens[index].end,
        notes: notes))
  }

  mutating func reportAt(_ index: Int, _ code: TextDiagnostic.Code, _ message: String) {
    reportToken(code, message, at: index)
  }
}
