/// Reads a text stylesheet's structure from its tokens, recovering as browsers do: a bad
/// declaration is reported and skipped to its `;`, a bad rule to the end of its block, and
/// reading goes on from there.
struct SheetParser {
  let tokens: [CSSToken]
  let limits: TextLimits
  /// Whether a declaration with a warning is left out, as one with an error is.
  let warningsAsErrors: Bool
  var emit: (CSSDiagnostic.Code, String, Int, Int, String?, CSSDiagnostic.Severity) -> Void
  private var index = 0

  init(
    tokens: [CSSToken], limits: TextLimits, warningsAsErrors: Bool = false,
    report:
      @escaping (CSSDiagnostic.Code, String, Int, Int, String?, CSSDiagnostic.Severity) -> Void
  ) {
    self.tokens = tokens
    self.limits = limits
    self.warningsAsErrors = warningsAsErrors
    emit = report
  }

  private func report(
    _ code: CSSDiagnostic.Code, _ message: String, _ start: Int, _ end: Int,
    _ suggestion: String?
  ) {
    emit(code, message, start, end, suggestion, .error)
  }

  mutating func parseSheet() -> [SheetItem] {
    var items = parseItems(depth: 0)
    while index < tokens.count {
      // Only a stray `}` ends the top level early.
      reportToken(.syntax, "unexpected `}`", at: index)
      index += 1
      items += parseItems(depth: 0)
    }
    return items
  }

  /// Rules and at-rules up to the end, or up to the `}` that closes the enclosing block.
  private mutating func parseItems(depth: Int) -> [SheetItem] {
    var items: [SheetItem] = []
    while true {
      skipWhitespace()
      guard index < tokens.count else { return items }
      switch tokens[index].kind {
      case .closeBrace: return items
      case .semicolon:
        reportToken(.syntax, "unexpected `;`", at: index)
        index += 1
      case .atKeyword(let name):
        if let rule = parseAtRule(name, depth: depth) { items.append(.atRule(rule)) }
      default:
        if let rule = parseQualifiedRule(depth: depth) { items.append(.rule(rule)) }
      }
    }
  }

  private mutating func parseAtRule(_ name: String, depth: Int) -> AtRule? {
    let nameToken = index
    index += 1
    let preludeStart = index
    while index < tokens.count {
      switch tokens[index].kind {
      case .semicolon:
        let rule = AtRule(
          name: name, nameToken: nameToken, prelude: preludeStart..<index, items: nil)
        index += 1
        return rule
      case .openBrace:
        let prelude = preludeStart..<index
        guard let items = parseBlock(depth: depth, { $0.parseItems(depth: depth + 1) }) else {
          return nil
        }
        return AtRule(name: name, nameToken: nameToken, prelude: prelude, items: items)
      case .closeBrace:
        reportToken(.syntax, "expected `;` or `{` after `@\(name)`", at: index)
        return nil
      default: index += 1
      }
    }
    return AtRule(name: name, nameToken: nameToken, prelude: preludeStart..<index, items: nil)
  }

  private mutating func parseQualifiedRule(depth: Int) -> QualifiedRule? {
    let preludeStart = index
    while index < tokens.count {
      switch tokens[index].kind {
      case .openBrace:
        let prelude = preludeStart..<index
        guard let declarations = parseBlock(depth: depth, { $0.parseDeclarations() }) else {
          return nil
        }
        return QualifiedRule(prelude: prelude, declarations: declarations)
      case .semicolon, .closeBrace:
        report(
          .syntax, "expected `{` after the selector", tokens[preludeStart].start,
          tokens[index].start, nil)
        if case .semicolon = tokens[index].kind { index += 1 }
        return nil
      default: index += 1
      }
    }
    report(
      .syntax, "expected `{` after the selector", tokens[preludeStart].start,
      tokens[tokens.count - 1].end, nil)
    return nil
  }

  /// Reads `{ … }` with `content`, checking the depth; `nil` if it is too deep, after
  /// skipping it.
  private mutating func parseBlock<Content>(
    depth: Int, _ content: (inout SheetParser) -> Content
  ) -> Content? {
    let open = index
    index += 1
    guard depth < limits.nestingDepth else {
      reportToken(.nestingTooDeep, "blocks nested deeper than \(limits.nestingDepth)", at: open)
      skipBlock()
      return nil
    }
    let result = content(&self)
    if index < tokens.count {
      index += 1  // The closing `}`.
    } else {
      reportToken(.unclosedBlock, "expected `}` to close this block", at: open)
    }
    return result
  }

  /// Skips to just after the `}` that closes the block whose `{` was just read.
  private mutating func skipBlock() {
    var depth = 0
    while index < tokens.count {
      defer { index += 1 }
      switch tokens[index].kind {
      case .openBrace: depth += 1
      case .closeBrace:
        if depth == 0 { return }
        depth -= 1
      default: break
      }
    }
  }

  /// Declarations up to the `}` that closes the block.
  private mutating func parseDeclarations() -> [Declaration] {
    var declarations: [Declaration] = []
    while true {
      skipWhitespace()
      guard index < tokens.count else { return declarations }
      switch tokens[index].kind {
      case .closeBrace: return declarations
      case .semicolon: index += 1
      case .identifier(let name):
        if let declaration = parseDeclaration(name) { declarations.append(declaration) }
      default:
        reportToken(.syntax, "expected a property name", at: index)
        skipDeclaration()
      }
    }
  }

  private mutating func parseDeclaration(_ name: String) -> Declaration? {
    let nameToken = index
    index += 1
    skipWhitespace()
    guard index < tokens.count, case .colon = tokens[index].kind else {
      report(
        .syntax, "expected `:` after `\(name)`", tokens[nameToken].start,
        tokens[nameToken].end, nil)
      skipDeclaration()
      return nil
    }
    index += 1
    let start = index
    guard skipValue() else { return nil }
    var value = trimmed(start..<index)
    if value.isEmpty {
      report(
        .invalidValue, "`\(name)` has no value", tokens[nameToken].start, tokens[nameToken].end,
        nil)
      return nil
    }
    if let important = importantStart(of: value) {
      // The declaration still means what it says without `!important`: a warning, and the
      // declaration loads, unless warnings count as errors.
      emit(
        .unsupportedImportant, "`!important` is not supported: order and specificity decide",
        tokens[important].start, tokens[value.upperBound - 1].end, nil, .warning)
      value = trimmed(value.lowerBound..<important)
      if value.isEmpty || warningsAsErrors { return nil }
    }
    return Declaration(name: name, nameToken: nameToken, value: value)
  }

  /// Moves to the `;` or `}` that ends a value; false, after skipping the declaration, if
  /// the value nests too deep or holds a block.
  private mutating func skipValue() -> Bool {
    var depth = 0
    while index < tokens.count {
      switch tokens[index].kind {
      case .semicolon where depth == 0, .closeBrace where depth == 0: return true
      case .function, .openParen, .openBracket:
        depth += 1
        if depth > limits.nestingDepth {
          reportToken(
            .nestingTooDeep, "parentheses nested deeper than \(limits.nestingDepth)", at: index)
          skipDeclaration()
          return false
        }
      case .closeParen, .closeBracket: depth = max(0, depth - 1)
      case .openBrace:
        reportToken(.syntax, "a block cannot be nested in a declaration", at: index)
        skipBlockAndDeclaration()
        return false
      case .badString:
        reportToken(.unterminatedString, "string without its closing quote", at: index)
        skipDeclaration()
        return false
      default: break
      }
      index += 1
    }
    return true
  }

  private mutating func skipBlockAndDeclaration() {
    skipBlock()
    skipDeclaration()
  }

  /// Skips to the next `;` (read) or `}` (left), over nested blocks.
  private mutating func skipDeclaration() {
    while index < tokens.count {
      switch tokens[index].kind {
      case .semicolon:
        index += 1
        return
      case .closeBrace: return
      case .openBrace:
        index += 1
        skipBlock()
      default: index += 1
      }
    }
  }

  private func importantStart(of value: Range<Int>) -> Int? {
    guard value.count >= 2, case .identifier(let word) = tokens[value.upperBound - 1].kind,
      word.lowercased() == "important"
    else { return nil }
    var bang = value.upperBound - 2
    while bang > value.lowerBound, case .whitespace = tokens[bang].kind { bang -= 1 }
    guard case .delimiter(UInt8(ascii: "!")) = tokens[bang].kind else { return nil }
    return bang
  }

  private func trimmed(_ range: Range<Int>) -> Range<Int> {
    var lower = range.lowerBound
    var upper = range.upperBound
    while lower < upper, case .whitespace = tokens[lower].kind { lower += 1 }
    while upper > lower, case .whitespace = tokens[upper - 1].kind { upper -= 1 }
    return lower..<upper
  }

  private mutating func skipWhitespace() {
    while index < tokens.count, case .whitespace = tokens[index].kind { index += 1 }
  }

  private func reportToken(_ code: CSSDiagnostic.Code, _ message: String, at index: Int) {
    report(code, message, tokens[index].start, tokens[index].end, nil)
  }
}
