/// Reads a text stylesheet's structure from its tokens as CSS Syntax Level 3 does, so that
/// the same rules and declarations survive any input as in a browser: a sheet and the
/// block of a group rule are lists of rules, whose selectors run to the next `{`; a style
/// rule's block holds declarations, each up to its `;`, and nested rules and at-rules;
/// brackets are matched as component values, so an unclosed `(` takes in what follows;
/// `<!--` and `-->` are ignored at the top level. Every problem is reported where it is.
///
/// Open blocks are kept on a stack of the parser's own, so no input makes it recurse.
///
/// - Complexity: O(*t*) for *t* tokens: each token is read once by the loop, and once more
///   at most where a failed declaration is read again as a rule, as CSS does.
struct SheetParser {
  let tokens: [CSSToken]
  let limits: TextLimits
  /// Whether a declaration with a warning is left out, as one with an error is.
  let warningsAsErrors: Bool
  /// Whether a name is a property's, for the message of a declaration without its `:`.
  var isPropertyName: (String) -> Bool = { _ in false }
  /// The problems found, in the order found.
  var problems: [Problem] = []
  var index = 0
  /// The tokens read, each time one is, for ``WorkCounter``.
  var steps = 0

  /// A problem the parser found: a diagnostic's parts, by byte offsets.
  struct Problem {
    let code: TextDiagnostic.Code
    let message: String
    let start: Int
    let end: Int
    var suggestion: String?
    var notes: [String] = []
    var severity = TextDiagnostic.Severity.error
  }

  init(tokens: [CSSToken], limits: TextLimits, warningsAsErrors: Bool = false) {
    self.tokens = tokens
    self.limits = limits
    self.warningsAsErrors = warningsAsErrors
  }

  /// An open block and what it holds so far.
  struct Frame {
    enum Kind {
      /// The sheet's top level: a list of rules where `<!--` and `-->` are ignored.
      case sheet
      /// A group rule's block outside any style rule: a list of rules.
      case rules
      /// A style rule's block, or a group rule's nested in one: declarations and rules.
      case declarations
    }

    /// What the block belongs to.
    enum Owner {
      case sheet
      case rule(prelude: Range<Int>)
      case atRule(name: String, nameToken: Int, prelude: Range<Int>, isNested: Bool)
    }

    let kind: Kind
    let owner: Owner
    /// The `{`'s token index; -1 for the sheet.
    let open: Int
    var items: [SheetItem] = []
  }

  mutating func parseSheet() -> [SheetItem] {
    var stack = [Frame(kind: .sheet, owner: .sheet, open: -1)]
    while index < tokens.count {
      steps += 1
      let kind = stack[stack.count - 1].kind
      switch (tokens[index].kind, kind) {
      case (.whitespace, _), (.cdo, .sheet), (.cdc, .sheet), (.semicolon, .declarations):
        index += 1
      case (.closeBrace, .rules), (.closeBrace, .declarations):
        index += 1
        close(&stack)
      case (.atKeyword(let name), _):
        if let rule = atRule(name, in: &stack) { append(.atRule(rule), to: &stack) }
      case (.identifier(let name), .declarations):
        if let declaration = declaration(name) {
          append(.declaration(declaration), to: &stack)
        } else {
          qualifiedRule(in: &stack)
        }
      default: qualifiedRule(in: &stack)
      }
    }
    // The end closes every block still open, as in CSS; each is reported.
    while stack.count > 1 {
      reportToken(
        .unclosedBlock, "expected `}` to close this block", at: stack[stack.count - 1].open)
      close(&stack)
    }
    return stack[0].items
  }

  private func append(_ item: SheetItem, to stack: inout [Frame]) {
    stack[stack.count - 1].items.append(item)
  }

  /// Closes the innermost block: its rule joins the block around it.
  private func close(_ stack: inout [Frame]) {
    let frame = stack.removeLast()
    switch frame.owner {
    case .sheet: stack.append(frame)
    case .rule(let prelude):
      append(.rule(QualifiedRule(prelude: prelude, items: frame.items)), to: &stack)
    case .atRule(let name, let nameToken, let prelude, let isNested):
      append(
        .atRule(
          AtRule(
            name: name, nameToken: nameToken, prelude: prelude, items: frame.items,
            isNested: isNested)), to: &stack)
    }
  }

  /// The at-rules whose blocks the language reads; any other's block is skipped.
  static let groupRules: Set<String> = ["media", "layer", "theme"]

  /// Reads an at-rule: a statement, returned, or a block, opened on the stack. It ends at
  /// `;`, at a block, at the end, or, inside a block, at the `}` that closes that block.
  private mutating func atRule(_ name: String, in stack: inout [Frame]) -> AtRule? {
    let kind = stack[stack.count - 1].kind
    let isNested = kind == .declarations
    let nameToken = index
    index += 1
    let start = index
    var stray: Int?
    while index < tokens.count {
      steps += 1
      switch tokens[index].kind {
      case .semicolon:
        defer { index += 1 }
        return statement(name, nameToken, start..<index, isNested: isNested, stray: stray)
      case .closeBrace where kind != .sheet:
        return statement(name, nameToken, start..<index, isNested: isNested, stray: stray)
      case .closeBrace:
        stray = stray ?? index
        index += 1
      case .openBrace:
        let prelude = start..<index
        if let stray {
          reportStray(stray, before: index)
          skipComponentValue()
          return nil
        }
        guard Self.groupRules.contains(name.lowercased()) else {
          skipComponentValue()
          return AtRule(
            name: name, nameToken: nameToken, prelude: prelude, items: [], isNested: isNested)
        }
        openBlock(
          kind == .declarations ? .declarations : .rules,
          .atRule(name: name, nameToken: nameToken, prelude: prelude, isNested: isNested),
          on: &stack)
        return nil
      default: skipComponentValue()
      }
    }
    return statement(name, nameToken, start..<index, isNested: isNested, stray: stray)
  }

  private mutating func statement(
    _ name: String, _ nameToken: Int, _ prelude: Range<Int>, isNested: Bool, stray: Int?
  ) -> AtRule? {
    if let stray {
      reportToken(.syntax, "unexpected `}`", at: stray)
      return nil
    }
    return AtRule(
      name: name, nameToken: nameToken, prelude: prelude, items: nil, isNested: isNested)
  }

  /// Opens a block at the `{` at `index`, or skips it, reported, if it nests too deep.
  private mutating func openBlock(
    _ kind: Frame.Kind, _ owner: Frame.Owner, on stack: inout [Frame]
  ) {
    guard stack.count - 1 < limits.nestingDepth else {
      reportToken(.nestingTooDeep, "blocks nested deeper than \(limits.nestingDepth)", at: index)
      skipComponentValue()
      return
    }
    stack.append(Frame(kind: kind, owner: owner, open: index))
    index += 1
  }

  /// Reads a qualified rule: its selector runs to the next `{`, over brackets, and its block
  /// is opened on the stack. Inside a block, a `}` ends it without a block, and in a block of
  /// declarations a `;` does too; at the top level both are part of the selector, which
  /// then fails with what follows it, as in CSS.
  private mutating func qualifiedRule(in stack: inout [Frame]) {
    let kind = stack[stack.count - 1].kind
    let start = index
    var stray: Int?
    while index < tokens.count {
      steps += 1
      switch tokens[index].kind {
      case .openBrace:
        let prelude = start..<index
        if let stray {
          reportStray(stray, before: index)
          skipComponentValue()
        } else if kind != .declarations && looksLikeCustomProperty(prelude) {
          reportAt(
            prelude.lowerBound, .syntax, "a custom property's value is given in `:root { … }`")
          skipComponentValue()
        } else {
          openBlock(.declarations, .rule(prelude: prelude), on: &stack)
        }
        return
      case .semicolon where kind == .declarations, .closeBrace where kind != .sheet:
        reportUnfinished(start..<index)
        return
      case .semicolon, .closeBrace:
        stray = stray ?? index
        index += 1
      default: skipComponentValue()
      }
    }
    if let stray {
      reportToken(.syntax, "unexpected `\(text(of: stray))`", at: stray)
    } else {
      reportUnfinished(start..<index)
    }
  }

  /// Whether a prelude starts as a custom property's declaration does: `--name:`.
  private func looksLikeCustomProperty(_ prelude: Range<Int>) -> Bool {
    let significant = prelude.lazy.filter {
      if case .whitespace = self.tokens[$0].kind { return false }
      return true
    }
    guard let first = significant.first, case .identifier(let name) = tokens[first].kind,
      name.hasPrefix("--"), let second = significant.dropFirst().first,
      case .colon = tokens[second].kind
    else { return false }
    return true
  }
}
