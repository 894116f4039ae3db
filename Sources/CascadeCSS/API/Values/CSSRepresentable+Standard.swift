// The standard library's values, in the syntax CSS gives them: numbers as numbers,
// Booleans as `true`/`false`, strings quoted, and an optional's absence as `none`.

extension Int: CSSRepresentable {
  /// `a whole number`.
  public static var cssSyntax: String { "a whole number" }

  /// Reads a whole number: `2`.
  public static func parse(_ input: inout CSSValueParser) throws(CSSValueError) -> Int {
    try input.consumeInteger(expected: cssSyntax)
  }

  /// The number in decimal.
  public var cssText: String { String(self) }
}

extension Double: CSSRepresentable {
  /// `a number`.
  public static var cssSyntax: String { "a number" }

  /// Reads a number, or a length in `px` or `pt`: `0.5`, `12px`.
  public static func parse(_ input: inout CSSValueParser) throws(CSSValueError) -> Double {
    try input.consumeLength(expected: cssSyntax)
  }

  /// The number, written so that it reads back the same: `0.5`, `12`.
  public var cssText: String {
    // `Double.description` writes the shortest text that reads back exactly; a whole
    // number loses its `.0`, and an exponent is spelt as CSS spells it: `1e+20` as `1e20`
    // (the only `+` a number's description holds).
    let text = description
    return text.hasSuffix(".0") ? String(text.dropLast(2)) : text.filter { $0 != "+" }
  }
}

extension Bool: CSSRepresentable {
  /// The syntax in messages: \`true\` or \`false\`.
  public static var cssSyntax: String { "`true` or `false`" }

  /// Reads `true` or `false`.
  public static func parse(_ input: inout CSSValueParser) throws(CSSValueError) -> Bool {
    let word = try input.consumeIdentifier(expected: cssSyntax)
    switch word.lowercased() {
    case "true": return true
    case "false": return false
    default:
      throw input.errorAtPrevious(
        expected: cssSyntax, suggestion: Suggestions.nearest(to: word, among: ["true", "false"]))
    }
  }

  /// `true` or `false`.
  public var cssText: String { self ? "true" : "false" }
}

extension String: CSSRepresentable {
  /// `a quoted string`.
  public static var cssSyntax: String { "a quoted string" }

  /// Reads a quoted string: `"Hello"` or `'Hello'`.
  public static func parse(_ input: inout CSSValueParser) throws(CSSValueError) -> String {
    try input.consumeString(expected: cssSyntax)
  }

  /// The string in double quotes, with `"`, `\` and control characters escaped. CSS has no
  /// way to hold U+0000: a string with one reads back with U+FFFD in its place.
  public var cssText: String {
    var text = "\""
    for scalar in unicodeScalars {
      switch scalar {
      case "\"", "\\": text += "\\\(scalar)"
      // A control character or a line break by its code, as `\A `: the space ends the code.
      case _ where scalar.value < 0x20 || scalar.value == 0x7F:
        text += "\\" + String(scalar.value, radix: 16, uppercase: true) + " "
      default: text.unicodeScalars.append(scalar)
      }
    }
    return text + "\""
  }
}

extension Optional: CSSRepresentable where Wrapped: CSSRepresentable {
  /// The wrapped syntax, or `none`.
  public static var cssSyntax: String { "\(Wrapped.cssSyntax) or `none`" }

  /// Reads `none` as `nil`, and anything else as the wrapped value.
  public static func parse(_ input: inout CSSValueParser) throws(CSSValueError) -> Wrapped? {
    if input.consumeKeyword("none") { return nil }
    return try Wrapped.parse(&input)
  }

  /// The wrapped value's text, or `none`.
  public var cssText: String { map(\.cssText) ?? "none" }
}
