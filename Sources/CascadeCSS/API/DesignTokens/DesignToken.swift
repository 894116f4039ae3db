/// One token of a design token file: its path, `$type`, `$value`, `$description`,
/// `$extensions` and `$deprecated`, as the file has them, and where it is. A group's root
/// token, `$root`, has the group's path followed by `.$root`.
///
/// ```swift
/// let file = DesignTokenFile(
///   parsing: ##"{"color": {"$type": "color", "accent": {"$value": "#007AFF"}}}"##,
///   named: "brand.tokens.json")
/// let accent = file.tokens[0]
/// print(accent.path, accent.type ?? .number, accent.value)  // color.accent color "#007AFF"
/// ```
public struct DesignToken: Sendable, Hashable {
  /// The names of its groups and its own, joined by `.`: `color.text.primary`.
  public internal(set) var path: String
  /// Its type: its own `$type`, else (for a whole-value alias) its target's, else its
  /// nearest group's, as the format resolves it; `nil` where the type is none of the
  /// format's or cannot be found.
  public internal(set) var type: DesignTokenType?
  /// Its `$value` as written: an alias stays `"{color.text.primary}"`.
  public let value: JSONValue
  /// Its `$description`, if it has one.
  public let description: String?
  /// Its `$extensions`, kept whole for the tools that wrote them.
  public let extensions: JSONValue?
  /// Its own `$type` as written, if it has one, rather than its group's or its target's.
  public let ownType: String?
  /// Where its name is in the file.
  public let range: TextRange
  /// Where its `$value` is in the file.
  public let valueRange: TextRange
  /// Whether it is deprecated: its own `$deprecated`, else that of its nearest group that
  /// has one, is `true` or an explanation. Each alias of it, and each Swift token that a
  /// ``DesignTokenMapping`` gives its value, is reported with a warning.
  ///
  /// ```swift
  /// let file = DesignTokenFile(
  ///   parsing: ##"{"old": {"$type": "number", "$value": 1, "$deprecated": "Use `new`."}}"##,
  ///   named: "t.tokens.json")
  /// print(file.tokens[0].isDeprecated, file.tokens[0].deprecationMessage ?? "")
  /// // true Use `new`.
  /// ```
  public internal(set) var isDeprecated = false
  /// The explanation its `$deprecated`, or its group's, gives: what to use instead.
  public internal(set) var deprecationMessage: String?
  /// The path of the token it is inherited from, if a group's `$extends` gives it: the
  /// extended group's token at the same path under that group.
  public internal(set) var extendedFrom: String?
  /// Its own `$deprecated` as written, for printing.
  var ownDeprecated: JSONValue?
  /// The file's name, for diagnostics.
  let fileName: String

  /// The token this one is an alias of, if its whole value is a reference:
  /// `color.text.primary` for `"{color.text.primary}"`, or for the JSON Pointer
  /// `{"$ref": "#/color/text/primary/$value"}`.
  public var aliasTarget: String? {
    value.stringValue.flatMap(DesignTokenFile.reference)
      ?? DesignTokenPointer(in: value).flatMap { $0.valueSegments == [] ? $0.tokenPath : nil }
  }

  /// Sets its deprecation from its own `$deprecated` or its group's.
  mutating func setDeprecation(_ deprecated: JSONValue?, own: JSONValue?) {
    ownDeprecated = own
    isDeprecated = deprecated.map { $0 != .bool(false) } ?? false
    deprecationMessage = deprecated?.stringValue
  }

  /// Whether two tokens are the same in the file's terms: positions are not compared, so a
  /// file printed back compares equal to the one it came from.
  public static func == (lhs: DesignToken, rhs: DesignToken) -> Bool {
    lhs.path == rhs.path && lhs.type == rhs.type && lhs.value == rhs.value
      && lhs.description == rhs.description && lhs.extensions == rhs.extensions
      && lhs.ownType == rhs.ownType && lhs.ownDeprecated == rhs.ownDeprecated
      && lhs.extendedFrom == rhs.extendedFrom
  }

  /// Hashes the token's path and value.
  ///
  /// - Parameter hasher: The hasher to feed.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(path)
    hasher.combine(value)
  }
}

extension DesignToken {
  /// A `$deprecated` message as a diagnostic quotes it, after `: `, cut to 200 characters: a
  /// group's message reaches every token in it, and each use of one is reported, so a long
  /// message would make the diagnostics' text grow with their product.
  ///
  /// - Complexity: O(1): at most 201 characters of the message are read.
  static func quotedDeprecation(_ message: String?) -> String {
    guard let message else { return "" }
    let head = message.prefix(201)
    return ": " + (head.count > 200 ? head.prefix(200) + "…" : head)
  }
}
