/// A declaration's value, as CSS tokens, for a ``CSSRepresentable`` to read.
///
/// Each `consume` method skips white space, reads one thing or throws a
/// ``CSSValueError`` that says what was expected and what was found there.
///
/// ```swift
/// // Reads `1px solid #ccc`.
/// func border(_ input: inout CSSValueParser) throws(CSSValueError) -> Border {
///   let width = try input.consumeLength()
///   guard input.consumeKeyword("solid") else { throw input.error(expected: "`solid`") }
///   let color = try Color.parse(&input)
///   return Border(width: width, color: color)
/// }
/// ```
public struct CSSValueParser {
  let tokens: ArraySlice<CSSToken>
  let source: LineMap
  var index: Int
  /// The token read last, for ``errorAtPrevious(expected:suggestion:)``.
  var previous: CSSToken?
  /// Where the value ends: the offset of its last byte, for an error at the end.
  let endOffset: Int

  init(tokens: ArraySlice<CSSToken>, source: LineMap, endOffset: Int) {
    self.tokens = tokens
    self.source = source
    self.index = tokens.startIndex
    self.endOffset = endOffset
  }

  /// Whether only white space is left.
  public var isAtEnd: Bool {
    mutating get {
      skipWhitespace()
      return index >= tokens.endIndex
    }
  }

  /// The next identifier, lowercased, without reading it; `nil` if the next token is not
  /// one.
  public var nextIdentifier: String? {
    mutating get {
      skipWhitespace()
      guard index < tokens.endIndex, case .identifier(let name) = tokens[index].kind else {
        return nil
      }
      return name.lowercased()
    }
  }

  /// The next token, without reading it; `nil` at the end.
  var nextToken: CSSToken? {
    mutating get {
      skipWhitespace()
      return index < tokens.endIndex ? tokens[index] : nil
    }
  }

  /// The tokens left, read to the end of the value: for a value kept as written.
  mutating func consumeRest() -> ArraySlice<CSSToken> {
    let rest = tokens[index...]
    previous = rest.last ?? previous
    index = tokens.endIndex
    return rest
  }

  /// The name of the next token if it is a function (`rgb(`), lowercased, without reading
  /// it.
  public var nextFunction: String? {
    mutating get {
      skipWhitespace()
      guard index < tokens.endIndex, case .function(let name) = tokens[index].kind else {
        return nil
      }
      return name.lowercased()
    }
  }

  /// Reads an identifier: a keyword or a name, as written.
  ///
  /// - Parameter expected: What to say was expected, if the next token is not one.
  /// - Returns: The identifier.
  /// - Throws: ``CSSValueError`` if the next token is not an identifier.
  public mutating func consumeIdentifier(
    expected: @autoclosure () -> String = "an identifier"
  ) throws(CSSValueError) -> String {
    guard case .identifier(let name) = try take(expected: expected()).kind else {
      throw errorAtPrevious(expected: expected())
    }
    return name
  }

  /// Reads the given keyword, ignoring case, if it is next.
  ///
  /// - Parameter keyword: The keyword, lowercased.
  /// - Returns: Whether it was there (and is now read).
  public mutating func consumeKeyword(_ keyword: String) -> Bool {
    guard nextIdentifier == keyword else { return false }
    previous = tokens[index]
    index += 1
    return true
  }

  /// Reads a number without a unit.
  ///
  /// - Parameter expected: What to say was expected, if the next token is not one.
  /// - Returns: The number; never NaN or infinite.
  /// - Throws: ``CSSValueError`` for anything else, or a number out of range.
  public mutating func consumeNumber(
    expected: @autoclosure () -> String = "a number"
  ) throws(CSSValueError)
    -> Double
  {
    guard case .number(let value, _) = try take(expected: expected()).kind else {
      throw errorAtPrevious(expected: expected())
    }
    return try finite(value, expected: expected())
  }

  /// Reads a whole number without a unit.
  ///
  /// - Parameter expected: What to say was expected, if the next token is not one.
  /// - Returns: The number.
  /// - Throws: ``CSSValueError`` for anything else, or a number out of `Int`'s range.
  public mutating func consumeInteger(
    expected: @autoclosure () -> String = "a whole number"
  ) throws(CSSValueError)
    -> Int
  {
    guard case .number(let value, isInteger: true) = try take(expected: expected()).kind,
      let integer = Int(exactly: value)
    else { throw errorAtPrevious(expected: expected()) }
    return integer
  }

  /// Reads a percentage: `50%` reads as 50.
  ///
  /// - Parameter expected: What to say was expected, if the next token is not one.
  /// - Returns: The number before `%`.
  /// - Throws: ``CSSValueError`` for anything else.
  public mutating func consumePercentage(
    expected: @autoclosure () -> String = "a percentage"
  ) throws(CSSValueError) -> Double {
    guard case .percentage(let value) = try take(expected: expected()).kind else {
      throw errorAtPrevious(expected: expected())
    }
    return try finite(value, expected: expected())
  }

  /// Reads a length in points: `12`, `12pt` or `12px` (one CSS pixel is one point).
  ///
  /// - Parameter expected: What to say was expected, if the next token is not one.
  /// - Returns: The length in points.
  /// - Throws: ``CSSValueError`` for anything else, or another unit, with a suggestion
  ///   where a unit is misspelt.
  public mutating func consumeLength(
    expected: @autoclosure () -> String = "a length (`12`, `12pt` or `12px`)"
  ) throws(CSSValueError) -> Double {
    switch try take(expected: expected()).kind {
    case .number(let value, _): return try finite(value, expected: expected())
    case .dimension(let value, let unit) where ["px", "pt"].contains(unit.lowercased()):
      return try finite(value, expected: expected())
    case .dimension(_, let unit):
      throw errorAtPrevious(
        expected: expected(), suggestion: Suggestions.nearest(to: unit, among: ["px", "pt"]))
    default: throw errorAtPrevious(expected: expected())
    }
  }

  /// Reads a quoted string.
  ///
  /// - Parameter expected: What to say was expected, if the next token is not one.
  /// - Returns: The string's text, escapes read.
  /// - Throws: ``CSSValueError`` for anything else.
  public mutating func consumeString(
    expected: @autoclosure () -> String = "a quoted string"
  ) throws(CSSValueError)
    -> String
  {
    guard case .string(let text) = try take(expected: expected()).kind else {
      throw errorAtPrevious(expected: expected())
    }
    return text
  }

  /// Reads `#` and the name after it: `#1e90ff` reads as `1e90ff`.
  ///
  /// - Parameter expected: What to say was expected, if the next token is not one.
  /// - Returns: The name after `#`.
  /// - Throws: ``CSSValueError`` for anything else.
  public mutating func consumeHash(
    expected: @autoclosure () -> String = "a `#` color"
  ) throws(CSSValueError)
    -> String
  {
    switch try take(expected: expected()).kind {
    case .hash(let name): return name
    default: throw errorAtPrevious(expected: expected())
    }
  }

  /// Reads a comma.
  ///
  /// - Throws: ``CSSValueError`` if the next token is not a comma.
  public mutating func consumeComma() throws(CSSValueError) {
    guard case .comma = try take(expected: "`,`").kind else {
      throw errorAtPrevious(expected: "`,`")
    }
  }

  /// Reads a comma if one is next.
  ///
  /// - Returns: Whether there was one.
  public mutating func consumeCommaIfPresent() -> Bool {
    skipWhitespace()
    guard index < tokens.endIndex, case .comma = tokens[index].kind else { return false }
    previous = tokens[index]
    index += 1
    return true
  }

  /// Reads a delimiter if it is next: the `/` before a color's alpha, `rgb(0 0 0 / 50%)`.
  ///
  /// ```swift
  /// // Reads the alpha of `rgb(0 0 0 / 50%)`, 1 if there is none.
  /// func alpha(_ input: inout CSSValueParser) throws(CSSValueError) -> Double {
  ///   guard input.consumeDelimiter("/") else { return 1 }
  ///   return try input.consumePercentage() / 100
  /// }
  /// ```
  ///
  /// - Parameter delimiter: The delimiter, an ASCII character that is not part of a name,
  ///   number or string.
  /// - Returns: Whether it was there (and is now read).
  public mutating func consumeDelimiter(_ delimiter: Character) -> Bool {
    skipWhitespace()
    guard index < tokens.endIndex, case .delimiter(let byte) = tokens[index].kind,
      byte == delimiter.asciiValue
    else { return false }
    previous = tokens[index]
    index += 1
    return true
  }

  /// Reads a function call, `name(arguments)`, giving its arguments to `body`.
  ///
  /// ```swift
  /// // Reads `gray(50%)`.
  /// func gray(_ input: inout CSSValueParser) throws(CSSValueError) -> Double {
  ///   try input.consumeFunction(expected: "`gray(…)`") {
  ///     (arguments: inout CSSValueParser) throws(CSSValueError) -> Double in
  ///     try arguments.consumePercentage() / 100
  ///   }.result
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - expected: What to say was expected, if the next token is not a function.
  ///   - body: Reads the arguments; what it leaves unread is an error.
  /// - Returns: The function's name, lowercased, and what `body` read.
  /// - Throws: ``CSSValueError`` if the next token is not a function, from `body`, or if
  ///   arguments are left or the `)` is missing.
  public mutating func consumeFunction<Result>(
    expected: @autoclosure () -> String,
    _ body: (inout CSSValueParser) throws(CSSValueError) -> Result
  ) throws(CSSValueError) -> (name: String, result: Result) {
    let opening = try take(expected: expected())
    guard case .function(let name) = opening.kind else {
      throw errorAtPrevious(expected: expected())
    }
    let close = closingParenthesis(from: index)
    let argumentsEnd = close ?? tokens.endIndex
    var arguments = CSSValueParser(
      tokens: tokens[index..<argumentsEnd], source: source,
      endOffset: close.map { tokens[$0].start } ?? endOffset)
    let result = try body(&arguments)
    if !arguments.isAtEnd {
      throw arguments.error(expected: "`)`")
    }
    guard let close else {
      throw CSSValueError(
        expected: "`)`", found: "the end of the value", start: endOffset, end: endOffset)
    }
    previous = tokens[close]
    index = close + 1
    return (name.lowercased(), result)
  }
}
