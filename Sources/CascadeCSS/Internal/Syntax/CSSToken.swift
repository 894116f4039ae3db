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
