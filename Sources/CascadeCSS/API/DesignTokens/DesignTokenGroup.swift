/// A group of a design token file: its path, and the `$type`, `$description` and
/// `$extensions` it gives.
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
  public let type: String?
  /// Its `$description`, if it has one.
  public let description: String?
  /// Its `$extensions`, kept whole.
  public let extensions: JSONValue?
}
