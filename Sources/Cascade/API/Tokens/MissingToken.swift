/// A token that had no value: no theme in the chain set it and it has no default.
///
/// ```swift
/// let highlight = Token<Color>("highlight")  // no default
/// let marked = Style<Label> { Setter(\.textColor, .token(highlight)) }
/// do {
///   try marked.apply(to: label, in: .light)
/// } catch {
///   for missing in error.missingTokens { print(missing) }
/// }
/// ```
public struct MissingToken: Error, Hashable, Sendable, CustomStringConvertible {
  /// The token's name.
  public let name: String
  /// The token's value type, as Swift spells it.
  public let valueType: String
  /// The theme it was looked up in, with its ancestors (`Brand → Light`).
  public internal(set) var theme = ""
  /// Where the setter that needed it was declared.
  public internal(set) var location: SourceLocation?
  /// What the setter sets.
  public internal(set) var property = ""
  /// Whether it stands for a value that only a stylesheet can give, the property's
  /// original (see ``StyleValue/original(keyword:)``): nothing is missing, and nothing is
  /// reported.
  var restoresOriginal = false

  init(name: String, valueType: String) {
    self.name = name
    self.valueType = valueType
  }

  /// The token a value needed, before the setter that needed it is known.
  @usableFromInline
  package init<Value>(_ token: Token<Value>) {
    self.init(name: token.name, valueType: "\(Value.self)")
  }

  /// A text stylesheet's own custom property that nothing gave a value in the context,
  /// named as the sheet writes it, `--gap`.
  package init(customPropertyNamed name: String, valueType: Any.Type) {
    self.init(name: "--\(name)", valueType: "\(valueType)")
  }

  /// What a property's original resolves to outside a stylesheet, which has none to give:
  /// no write, and no report.
  @usableFromInline
  init(restoringOriginalWith keyword: String, valueType: Any.Type) {
    self.init(name: keyword, valueType: "\(valueType)")
    restoresOriginal = true
  }

  /// The problem in one line: which token, for which property, declared where.
  public var description: String {
    let site = location.map { " (\($0))" } ?? ""
    return "no value for token '\(name)' (\(valueType)) in theme \(theme)"
      + " and no default, needed by \(property)\(site)"
  }
}

/// The tokens a style could not resolve when it was applied; every other setter was applied.
///
/// ```swift
/// let highlight = Token<Color>("highlight")  // no default
/// let marked = Style<Label> { Setter(\.textColor, .token(highlight)) }
/// do {
///   try marked.apply(to: label, in: StyleContext(theme: Theme(name: "Empty")))
/// } catch {
///   error.missingTokens.map(\.name)  // ["highlight"]
/// }
/// ```
public struct UnresolvedTokensError: Error, Sendable, CustomStringConvertible {
  /// Each token that had no value, with the setter that needed it.
  public let missingTokens: [MissingToken]

  @usableFromInline
  init(missingTokens: [MissingToken]) {
    self.missingTokens = missingTokens
  }

  /// One line per missing token.
  public var description: String {
    missingTokens.map(\.description).joined(separator: "\n")
  }
}
