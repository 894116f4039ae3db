internal import Cascade

/// A value with `var()`s inside it, `1px solid var(--line)`: its text, in parts, to splice
/// the values of the names it reads into, and parse as the property's type afterwards, as
/// CSS substitutes custom properties before it parses a value.
struct Substitution: Sendable {
  /// A run of the value's text, or a `var()`.
  enum Part: Sendable {
    case text(String)
    /// `var(--name` and, if it has one, its fallback, which is the parts up to `end`: the
    /// name's value replaces them all; without a value, the fallback's parts are read.
    case reference(String, end: Int, hasFallback: Bool)
  }

  let parts: [Part]
  /// The value as written, white space made single spaces: what the sheet prints.
  let written: String
  /// The most bytes a substituted value may have.
  let limit: Int

  /// Why a substitution gives no text.
  enum Failure: Error, Equatable {
    /// A name with neither a value nor a fallback, found after writing some bytes.
    case missing(String, after: Int)
    /// More bytes than ``limit``.
    case tooLong
  }

  /// The value's text with each `var()` replaced: by its name's value, else its fallback.
  ///
  /// - Parameters:
  ///   - limit: The most bytes to write, if fewer than ``limit``.
  ///   - value: A name's value as CSS text, `nil` where the name has none.
  /// - Complexity: O(*p* + *b*) for *p* parts and *b* bytes written, at most the limit: a
  ///   loop that jumps over a fallback not used, never recursion.
  func substituted(
    limit: Int? = nil, _ value: (String) -> String?
  ) -> Result<String, Failure> {
    let limit = min(limit ?? self.limit, self.limit)
    var text = ""
    var index = 0
    while index < parts.count {
      switch parts[index] {
      case .text(let run):
        text += run
        index += 1
      case .reference(let name, let end, let hasFallback):
        if let found = value(name) {
          text += found
          index = end
        } else if hasFallback {
          index += 1
        } else {
          return .failure(.missing(name, after: text.utf8.count))
        }
      }
      guard text.utf8.count <= limit else { return .failure(.tooLong) }
    }
    return .success(text)
  }

  /// The names the value reads, in order, each once.
  var names: [String] {
    var seen: Set<String> = []
    return parts.compactMap { part in
      guard case .reference(let name, _, _) = part, seen.insert(name).inserted else { return nil }
      return name
    }
  }
}

extension Substitution {
  /// A value of `type` read from substituted text, as a declaration's value is, kept to the
  /// property's range of values.
  static func parse<Value: CSSRepresentable>(
    _ text: String, as type: Value.Type, keeping valueRange: PropertyRange?
  ) -> Result<Value, CSSValueError> {
    let bytes = Array(text.utf8)
    let tokens = Tokenizer.tokens(of: bytes)
    let lines = LineMap(bytes)
    var input = CSSValueParser(tokens: tokens[...], source: lines, endOffset: bytes.count)
    do throws(CSSValueError) {
      let value: Value
      if let read = try valueRange?.read(type, from: &input) as? Value {
        value = read
      } else {
        value = try Value.parse(&input)
      }
      guard input.isAtEnd else { throw input.error(expected: "the end of the value") }
      try valueRange?.check(tokens[...], in: lines)
      return .success(value)
    } catch {
      return .failure(error)
    }
  }

  /// A name's value in a context, as CSS text: the sheet's value for it, else its theme's,
  /// else its default.
  static func text(of name: String, in context: StyleContext, tokens: TokenTable) -> String? {
    let value = tokens.value(of: name, in: context) ?? tokens.bindings[name]?.defaultValue
    return value?.cssText
  }

  /// The value as the engine resolves it: in each context, the text substituted there,
  /// parsed as the property's type. A failure is a missing token, the first name without a
  /// value, so the property keeps the value it had, as for a whole-value `var()`.
  ///
  /// The parsed values are kept by their substituted text, so that applying again does
  /// not parse again: a context's names usually give the same text, and contexts are few.
  func styleValue<Value: CSSRepresentable>(
    _ type: Value.Type, property: String, tokens: TokenTable
  ) -> StyleValue<Value> {
    let cache = Lock<[String: Result<Value, MissingToken>]>([:])
    let valueRange = PropertyRange(property: property)
    let failure = MissingToken(customPropertyNamed: names.first ?? "", valueType: Value.self)
    return StyleValue.substitution(written) { [self] context in
      let text: String
      switch substituted({ Self.text(of: $0, in: context, tokens: tokens) }) {
      case .success(let substituted): text = substituted
      case .failure(.missing(let name, _)):
        return .failure(MissingToken(customPropertyNamed: name, valueType: Value.self))
      case .failure(.tooLong): return .failure(failure)
      }
      if let known = cache.withLock({ $0[text] }) { return known }
      let parsed = Self.parse(text, as: Value.self, keeping: valueRange).mapError { _ in failure }
      cache.withLock { cached in
        // Bounded: themes times traits give few texts; past that, start again.
        if cached.count >= Self.cachedTexts { cached.removeAll() }
        cached[text] = parsed
      }
      return parsed
    }
  }

  /// The most substituted texts a value keeps parsed.
  static let cachedTexts = 16
}

/// A sheet's own custom property's value that only `var()`s inside larger values read: no
/// one property's type fits it, so it is kept as its tokens, which CSS does for every
/// custom property, and checked where it is substituted.
struct CSSTokenText: CSSRepresentable {
  let text: String

  static let cssSyntax = "a value"

  static func parse(_ input: inout CSSValueParser) throws(CSSValueError) -> CSSTokenText {
    let rest = input.consumeRest()
    guard let first = rest.firstIndex(where: { !Self.isWhitespace($0) }),
      let last = rest.lastIndex(where: { !Self.isWhitespace($0) })
    else { throw input.error(expected: cssSyntax) }
    if let use = rest.first(where: {
      if case .function(let name) = $0.kind { return name.lowercased() == "var" }
      return false
    }) {
      throw CSSValueError(
        expected: cssSyntax, found: "`var(`",
        message: "a custom property that larger values read cannot itself use `var()`",
        start: use.start, end: use.end)
    }
    var text = ""
    var isAfterSpace = false
    var closers: [String] = []
    for token in rest[first...last] {
      // White space and comments in a row are one space, as printing writes them.
      if Self.isWhitespace(token) {
        if !isAfterSpace { text += " " }
        isAfterSpace = true
      } else {
        let kept = token.keptText(in: input.source)
        text += kept
        isAfterSpace = CSSToken.keptTextEndsInWhiteSpace(kept)
        Self.match(token, &closers)
      }
    }
    // A bracket the sheet's end left open is closed, as CSS closes it: written, so that the
    // text prints back inside its rule's block, not over the `}` that closes it.
    return CSSTokenText(text: text + closers.reversed().joined())
  }

  var cssText: String { text }

  /// Keeps the closing brackets that the brackets open so far need.
  private static func match(_ token: CSSToken, _ closers: inout [String]) {
    let closer: String
    switch token.kind {
    case .function, .openParen:
      closers.append(")")
      return
    case .openBracket:
      closers.append("]")
      return
    case .openBrace:
      closers.append("}")
      return
    case .closeParen: closer = ")"
    case .closeBracket: closer = "]"
    case .closeBrace: closer = "}"
    default: return
    }
    if closers.last == closer { closers.removeLast() }
  }

  private static func isWhitespace(_ token: CSSToken) -> Bool {
    if case .whitespace = token.kind { return true }
    return false
  }
}
