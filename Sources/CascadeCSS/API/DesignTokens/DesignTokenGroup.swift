/// A group of a design token file: its path, and the `$type`, `$description`,
/// `$extensions`, `$extends` and `$deprecated` it gives.
///
/// ```swift
/// let file = DesignTokenFile(
///   parsing: ##"{"color": {"$type": "color", "accent": {"$value": "#007AFF"}}}"##,
///   named: "brand.tokens.json")
/// print(file.groups[0].path, file.groups[0].type ?? "")  // color color
/// ```
public struct DesignTokenGroup: Sendable, Hashable {
  /// The names of its groups and its own, joined by `.`.
  public let path: String
  /// The `$type` it gives its tokens, as written.
  public internal(set) var type: String?
  /// Its `$description`, if it has one.
  public internal(set) var description: String?
  /// Its `$extensions`, kept whole.
  public internal(set) var extensions: JSONValue?
  /// The path of the group its `$extends` names, as written: `button` for `"{button}"`.
  /// Its tokens are the extended group's, each overridden by one of its own at the same
  /// path; a token it inherits has ``DesignToken/extendedFrom``.
  public internal(set) var extends: String?
  /// Its own `$deprecated` as written: `true`, `false` or an explanation, which its
  /// tokens and groups take unless they have their own.
  var ownDeprecated: JSONValue?

  /// A group with nothing of its own but its path.
  init(path: String) {
    self.path = path
  }

  /// Whether the group is deprecated by its own `$deprecated`: `true`, or an explanation.
  ///
  /// ```swift
  /// let file = DesignTokenFile(
  ///   parsing: ##"{"old": {"$deprecated": "use new", "a": {"$type": "number", "$value": 1}}}"##,
  ///   named: "t.tokens.json")
  /// print(file.groups[0].isDeprecated)  // true
  /// ```
  public var isDeprecated: Bool { ownDeprecated.map { $0 != .bool(false) } ?? false }
}
