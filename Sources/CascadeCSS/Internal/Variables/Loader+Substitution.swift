internal import Cascade

/// A value with `var()`s inside it, read in a rule, to check once the sheet's own custom
/// properties have their values.
struct PendingSubstitution {
  let substitution: Substitution
  let property: any PropertyBinding
  /// The first `var()`, where a problem with the whole value is reported.
  let use: Int
  /// The names the `var()`s read: where each is, and whether its `var()` has a fallback.
  let references: [(name: String, token: Int, hasFallback: Bool)]
  /// Where the declaration's property name is: the declaration, to leave out.
  let location: SourceLocation
}

extension Loader {
  /// Whether a value holds a `var()` anywhere: one that is not the whole value is read by
  /// substitution.
  func holdsVar(_ range: Range<Int>) -> Bool {
    range.contains { isVarFunction($0) }
  }

  /// A value with `var()`s inside it, as CSS reads one: its text, with each `var()` to be
  /// replaced by its name's value, else its fallback, and read as the property's type when
  /// the rule is applied. A name is checked here: an unknown one is an error, or a warning
  /// where a fallback takes its place.
  ///
  /// - Complexity: O(*t*) for the value's *t* tokens, with a stack of its own for the
  ///   brackets: no recursion, however deep `var()`s nest in fallbacks.
  mutating func substitution(
    of range: Range<Int>, for property: any PropertyBinding, at nameToken: Int
  ) -> (BoundValue, CSSDeclaredValue)? {
    var reader = SubstitutionReader()
    var references: [(name: String, token: Int, hasFallback: Bool)] = []
    var closers: [UInt8] = []
    var index = range.lowerBound
    while index < range.upperBound {
      steps += 1
      guard balances(index, &closers) else { return nil }
      if isVarFunction(index) {
        guard let head = varHead(at: index, before: range.upperBound) else { return nil }
        guard checkName(head.name, at: head.nameToken, hasFallback: head.hasFallback) else {
          return nil
        }
        reader.open(head.name, hasFallback: head.hasFallback, at: index)
        references.append((head.name, head.nameToken, head.hasFallback))
        index = head.next
        continue
      }
      let token = tokens[index]
      switch token.kind {
      case .whitespace: reader.appendSpace()
      case .function, .openParen: reader.openBracket(lines.text(token.start, token.end))
      case .closeParen: reader.closeBracket()
      default: reader.append(token.keptText(in: lines))
      }
      index += 1
    }
    guard let first = reader.firstUse else { return nil }
    // A bracket the sheet's end leaves open is closed there, as CSS closes it: written
    // closed, so that the value prints back as text that reads the same.
    for closer in closers.reversed() {
      if closer == UInt8(ascii: ")") {
        reader.closeBracket()
      } else {
        reader.append(String(Character(Unicode.Scalar(closer))))
      }
    }
    let substitution = reader.finished(limit: substitutionLimit)
    variableState.pendingSubstitutions.append(
      PendingSubstitution(
        substitution: substitution, property: property, use: first, references: references,
        location: location(of: nameToken)))
    return (.substitution(substitution), .substitution(substitution.written))
  }

  /// Whether the token keeps the value's brackets matched, as CSS requires of a value with
  /// `var()` before it substitutes anything: a `)`, `]` or `}` without its opening, a bad
  /// string or a bad `url(` is reported, and the value left out, as a browser leaves it.
  private mutating func balances(_ index: Int, _ closers: inout [UInt8]) -> Bool {
    var closer: UInt8?
    switch tokens[index].kind {
    case .function, .openParen: closers.append(UInt8(ascii: ")"))
    case .openBracket: closers.append(UInt8(ascii: "]"))
    case .openBrace: closers.append(UInt8(ascii: "}"))
    case .closeParen: closer = UInt8(ascii: ")")
    case .closeBracket: closer = UInt8(ascii: "]")
    case .closeBrace: closer = UInt8(ascii: "}")
    case .badString, .badURL:
      reportAt(index, .syntax, "a value with `var()` cannot hold a broken string or `url(`")
      return false
    default: break
    }
    guard let closer, closers.last != closer else {
      if closer != nil { closers.removeLast() }
      return true
    }
    reportAt(
      index, .syntax,
      "`\(Character(Unicode.Scalar(closer)))` without its opening, in a value with `var()`")
    return false
  }

  /// The most bytes one substituted value may have: the sheet's size, or 4 KiB for a small
  /// sheet. Only a value that reads a long property many times comes near it.
  var substitutionLimit: Int { max(source.utf8.count, 4096) }

  /// `var(`, the name and what follows it: `,` and a fallback, or `)`; `nil`, reported, if
  /// it is not that.
  private mutating func varHead(
    at index: Int, before end: Int
  ) -> (name: String, nameToken: Int, hasFallback: Bool, next: Int)? {
    let nameToken = skippingWhitespace(from: index + 1, before: end)
    guard nameToken < end, let name = customName(nameToken) else {
      reportAt(min(nameToken, end - 1), .syntax, "expected a token's name, `--name`, in `var()`")
      return nil
    }
    let after = skippingWhitespace(from: nameToken + 1, before: end)
    guard after < end else {
      reportAt(end - 1, .syntax, "expected `,` or `)` after the token's name")
      return nil
    }
    switch tokens[after].kind {
    case .comma: return (name, nameToken, true, after + 1)
    // The `)` is read as the end of the `var()`, which closes its reference.
    case .closeParen: return (name, nameToken, false, after)
    default:
      reportAt(after, .syntax, "expected `,` or `)` after the token's name")
      return nil
    }
  }

  private func skippingWhitespace(from index: Int, before end: Int) -> Int {
    var index = index
    while index < end, case .whitespace = tokens[index].kind { index += 1 }
    return index
  }

  /// Whether a name `var()` reads inside a larger value is a registered token or the
  /// sheet's own property; an unknown one is reported, and is a warning only where a
  /// fallback takes its place.
  private mutating func checkName(_ name: String, at index: Int, hasFallback: Bool) -> Bool {
    if vocabulary.tokens[name] == nil, variableState.variables[name] != nil {
      variableState.substitutionUses.append((name, index))
      return true
    }
    guard vocabulary.tokens[name] == nil else { return true }
    reportUnknownToken(name, at: index, severity: hasFallback ? .warning : .error)
    return hasFallback && !warningsAsErrors
  }
}

/// Builds a ``Substitution`` from a value's tokens, in order.
private struct SubstitutionReader {
  var parts: [Substitution.Part] = []
  var written = ""
  /// The text since the last part.
  private var run = ""
  /// For each bracket open, the index of its reference if it is a `var()`.
  private var brackets: [Int?] = []
  /// The first `var()`'s token.
  private(set) var firstUse: Int?
  /// Whether the last thing written was white space, which a comment next to it continues.
  private var isAfterSpace = false

  mutating func append(_ text: String) {
    run += text
    written += text
    isAfterSpace = CSSToken.keptTextEndsInWhiteSpace(text)
  }

  /// White space, one space however much of it, and of comments, there is in a row.
  mutating func appendSpace() {
    guard !isAfterSpace else { return }
    append(" ")
    isAfterSpace = true
  }

  mutating func open(_ name: String, hasFallback: Bool, at token: Int) {
    flush()
    firstUse = firstUse ?? token
    parts.append(.reference(name, end: parts.count + 1, hasFallback: hasFallback))
    brackets.append(parts.count - 1)
    written += "var(\(CSSIdentifier.customProperty(name))" + (hasFallback ? "," : "")
    isAfterSpace = false
  }

  mutating func openBracket(_ text: String) {
    brackets.append(nil)
    append(text)
  }

  mutating func closeBracket() {
    // The loader has checked that every `)` closes a bracket: one that closes no `var()`
    // is text.
    guard let reference = brackets.popLast(), let reference else {
      append(")")
      return
    }
    flush()
    if case .reference(let name, _, let hasFallback) = parts[reference] {
      parts[reference] = .reference(name, end: parts.count, hasFallback: hasFallback)
    }
    written += ")"
    isAfterSpace = false
  }

  private mutating func flush() {
    if !run.isEmpty { parts.append(.text(run)) }
    run = ""
  }

  mutating func finished(limit: Int) -> Substitution {
    flush()
    return Substitution(parts: parts, written: written, limit: limit)
  }
}
