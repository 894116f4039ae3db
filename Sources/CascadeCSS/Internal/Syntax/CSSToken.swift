/// A token of CSS syntax, with the bytes of the source it came from.
struct CSSToken: Sendable, Equatable {
  enum Kind: Sendable, Equatable {
    case identifier(String)
    /// A name followed by `(`: the `(` is part of the token.
    case function(String)
    case atKeyword(String)
    /// `#` and a name; `isIdentifier` when the name could start an identifier (`#id`).
    case hash(String)
    case string(String)
    /// A string that reached the end of a line or of the input without its closing quote.
    case badString
    case number(Double, isInteger: Bool)
    case percentage(Double)
    case dimension(Double, unit: String)
    case whitespace
    case colon, semicolon, comma
    case openBrace, closeBrace, openParen, closeParen, openBracket, closeBracket
    case delimiter(UInt8)
    /// A comment that reached the end of the input without `*/`.
    case unterminatedComment
    /// `<!--` and `-->`, which a sheet ignores at its top level, as CSS does.
    case cdo, cdc
    /// `url(` with an unquoted address and its `)`: the address, escapes read.
    case url(String)
    /// `url(` with an address CSS cannot read (a quote, a space inside it, no `)`): it runs to
    /// the next `)` or the end.
    case badURL
  }

  let kind: Kind
  /// The token's bytes: `start..<end` in the source's UTF-8.
  let start: Int
  let end: Int
}

extension CSSToken {
  /// The token's text as a value keeps it: its source, but that a string leaves out each
  /// escaped line break (`\` and a line break), which adds nothing to the string, so that
  /// the printer's indenting of the lines of a block cannot reach inside a string and
  /// change it; a lone `\` keeps a line break after it, which white space made one
  /// space would turn into an escape; and what the input's end cuts is finished as CSS
  /// reads it (a `\` that ends a name is U+FFFD, an address gets its `)`), so that nothing
  /// printed after the token reads as part of it.
  ///
  /// - Complexity: O(*n*) in the token's bytes.
  func keptText(in source: LineMap) -> String {
    // A `\` is a token of its own only before a line break: before anything else, a space
    // too, it escapes it. So it keeps the line break, whatever white space follows it.
    if case .delimiter(UInt8(ascii: "\\")) = kind { return "\\\n" }
    var text = source.text(start, end)
    if case .string = kind {
      return text.contains(where: \.isNewline) ? Self.withoutEscapedLineBreaks(text) : text
    }
    // Outside a string, a `\` with nothing to escape ends the input: a name reads it as
    // U+FFFD, and an address as well.
    if Self.endsWithLoneBackslash(text[...]) {
      text.removeLast()
      text += "\u{FFFD}"
    }
    // An address the input's end left open.
    if case .url = kind, text.last != ")" || Self.endsWithLoneBackslash(text.dropLast()) {
      text += ")"
    }
    return text
  }

  /// Whether a kept text ends in white space of its own: the line break a lone `\` keeps,
  /// which stands for the white space after it, so that none is printed again.
  static func keptTextEndsInWhiteSpace(_ kept: String) -> Bool {
    kept.last == "\n"
  }

  /// Whether a text ends with a `\` that no `\` before it escapes.
  private static func endsWithLoneBackslash(_ text: Substring) -> Bool {
    text.reversed().prefix { $0 == "\\" }.count % 2 == 1
  }

  /// A string's text without its escaped line breaks.
  private static func withoutEscapedLineBreaks(_ text: String) -> String {
    var kept = ""
    var isEscaped = false
    for character in text {
      if isEscaped {
        isEscaped = false
        // `\r\n` is one character in Swift, as it is one line break in CSS.
        if character == "\n" || character == "\r" || character == "\r\n"
          || character == "\u{0C}"
        {
          continue
        }
        kept += "\\"
        kept.append(character)
      } else if character == "\\" {
        isEscaped = true
      } else {
        kept.append(character)
      }
    }
    if isEscaped { kept += "\\" }
    return kept
  }
}
