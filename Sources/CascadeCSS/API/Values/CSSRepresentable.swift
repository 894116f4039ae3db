/// A type whose values a text stylesheet can write: its syntax, read from a declaration's
/// value, and its text, printed back.
///
/// `Int`, `Double`, `Bool`, `String` and `Optional` adopt it here; the substitutes' values
/// (`Color`, `Font`, `EdgeInsets`, …) adopt it in CascadeViews; an app's own value type
/// adopts it to be set from text:
///
/// ```swift
/// enum Elevation: CSSRepresentable {
///   case flat, raised
///   static let cssSyntax = "`flat` or `raised`"
///   static func parse(_ input: inout CSSValueParser) throws(CSSValueError) -> Elevation {
///     switch try input.consumeIdentifier() {
///     case "flat": .flat
///     case "raised": .raised
///     default: throw input.errorAtPrevious(expected: cssSyntax)
///     }
///   }
///   var cssText: String { self == .flat ? "flat" : "raised" }
/// }
/// ```
///
/// An enumeration with a case for each keyword can adopt ``CSSKeyword`` instead, which
/// writes all three.
public protocol CSSRepresentable: Sendable, Equatable {
  /// What the syntax accepts, in a few words for messages: `a color`, `a length`.
  static var cssSyntax: String { get }

  /// Reads a value from the start of a declaration's value.
  ///
  /// The loader checks afterwards that nothing is left, so a value reads only what it
  /// needs.
  ///
  /// - Parameter input: The declaration's value, as CSS tokens.
  /// - Returns: The value.
  /// - Throws: ``CSSValueError`` where the text is not this syntax.
  static func parse(_ input: inout CSSValueParser) throws(CSSValueError) -> Self

  /// The value as text that ``parse(_:)`` reads back to an equal value.
  var cssText: String { get }
}

extension CSSRepresentable {
  /// Whether another value is this one: of the same type, and equal.
  func isEqual(to other: any CSSRepresentable) -> Bool {
    (other as? Self).map { $0 == self } ?? false
  }
}

/// An enumeration whose cases are keywords of a text stylesheet: `text-align: center`.
///
/// It gives ``CSSRepresentable``'s requirements from the keyword of each case; a misspelt keyword
/// gets a suggestion.
///
/// ```swift
/// enum Elevation: CSSKeyword {
///   case flat, raised
///   var cssKeyword: String { self == .flat ? "flat" : "raised" }
/// }
/// ```
public protocol CSSKeyword: CSSRepresentable, CaseIterable {
  /// The case's keyword, in kebab-case.
  var cssKeyword: String { get }
}

extension CSSKeyword {
  /// The keywords, as a message lists them: \`left\`, \`center\` or \`right\`.
  public static var cssSyntax: String {
    let names = allCases.map { "`\($0.cssKeyword)`" }
    guard names.count > 1 else { return names.first ?? "nothing" }
    return names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
  }

  /// Reads one of the keywords, ignoring case.
  ///
  /// - Parameter input: The declaration's value.
  /// - Returns: The case of the keyword.
  /// - Throws: ``CSSValueError`` for anything else, with the nearest keyword as a
  ///   suggestion.
  @inlinable
  public static func parse(_ input: inout CSSValueParser) throws(CSSValueError) -> Self {
    // Inlinable, so that each keyword type's conformance reads through code specialised for
    // it: unspecialised, a read costs 2–4 times as much, in calls through witness tables.
    let word = try input.consumeIdentifier(expected: cssSyntax)
    if let match = allCases.first(where: { $0.cssKeyword == word.lowercased() }) { return match }
    throw input.errorAtPrevious(
      expected: cssSyntax,
      suggestion: Suggestions.nearest(to: word, among: allCases.map(\.cssKeyword)))
  }

  /// The case's keyword.
  public var cssText: String { cssKeyword }
}

extension CSSRepresentable {
  /// Reads a value from text alone, as a declaration's value: `Color(cssText: "#1e90ff")`.
  ///
  /// ```swift
  /// let inset = try Double(cssText: "12px")  // 12
  /// ```
  ///
  /// - Parameter cssText: The value's text.
  /// - Throws: ``CSSValueError`` where the text is not the syntax, or has more after it.
  public init(cssText: String) throws(CSSValueError) {
    let bytes = Array(cssText.utf8)
    let tokens = Tokenizer.tokens(of: bytes)
    var input = CSSValueParser(tokens: tokens[...], source: LineMap(bytes), endOffset: bytes.count)
    self = try Self.parse(&input)
    guard input.isAtEnd else { throw input.error(expected: "the end of the value") }
  }
}
