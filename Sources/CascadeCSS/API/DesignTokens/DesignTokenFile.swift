/// A design token file in the Design Tokens Community Group format, read: its groups and
/// tokens as written, each token's value with its aliases resolved, and every problem
/// found, with its place.
///
/// A ``DesignTokenMapping`` makes a `Theme` of it; the file itself keeps each group's path,
/// `$type`, `$description`, `$extensions`, `$extends` and `$deprecated`, and each token's
/// path, `$type`, `$value`, `$description`, `$extensions` and `$deprecated`, and prints
/// them back as JSON. A group's `$root` token has the path `group.$root`; a group that
/// extends another holds each of the other's tokens it does not override, as a token of
/// its own (``DesignToken/extendedFrom``); a `$ref` is resolved as an alias is, to a whole
/// token or to a part of its value. `$schema` is not kept:
///
/// ```swift
/// let text = """
///   {
///     "color": {
///       "$type": "color",
///       "base": { "blue": { "$value": "#007AFF" } },
///       "accent": { "$value": "{color.base.blue}", "$description": "Links and controls" }
///     }
///   }
///   """
/// let file = DesignTokenFile(parsing: text, named: "brand.tokens.json")
/// print(file.tokens.map(\.path))  // ["color.base.blue", "color.accent"]
/// print(file.resolvedValue(of: "color.accent") ?? .null)  // "#007AFF"
/// ```
public struct DesignTokenFile: Sendable {
  /// The file's name, as diagnostics give it.
  public let name: String
  /// Its groups, in the order of the file.
  public internal(set) var groups: [DesignTokenGroup] = []
  /// Its tokens, in the order of the file, including those with problems.
  public internal(set) var tokens: [DesignToken] = []
  /// Every problem found, in the order of the file.
  public internal(set) var diagnostics: [TextDiagnostic] = []
  /// The value of each token that loads, aliases replaced.
  var resolved: [String: JSONValue] = [:]
  /// The type of each token that loads.
  var resolvedTypes: [String: DesignTokenType] = [:]
  /// Groups and tokens in the order of the file, for printing.
  var order: [Entry] = []
  let lines: LineMap

  enum Entry {
    case group(Int)
    case token(Int)
  }

  /// Reads a design token file's text.
  ///
  /// ```swift
  /// let file = DesignTokenFile(parsing: ##"{"spacing": {"$type": "dimension", "$value": "8px"}}"##,
  ///   named: "spacing.tokens.json")
  /// print(file.diagnostics.isEmpty)  // true
  /// ```
  ///
  /// - Parameters:
  ///   - text: The JSON text.
  ///   - name: The file's name, for diagnostics.
  ///   - limits: Bounds on the input: its size, its nesting and its aliases' depth.
  /// - Complexity: O(*n*) in the text, cycles of aliases and of `$extends` included, and
  ///   chains of aliases of any length; the tokens that `$extends` gives are at most four
  ///   times those written. Besides, each of the first 100 aliases of a path the file does
  ///   not have is compared with each path it has, for a suggestion.
  public init(parsing text: String, named name: String, limits: TextLimits = .standard) {
    let bytes = Array(text.utf8)
    var reader = DesignTokenReader(
      file: DesignTokenFile(name: name, lines: LineMap(bytes)), limits: limits)
    reader.read(bytes)
    self = reader.file
  }

  private init(name: String, lines: LineMap) {
    self.name = name
    self.lines = lines
  }

  /// The token at a path, if the file has one.
  ///
  /// ```swift
  /// let file = DesignTokenFile(parsing: ##"{"spacing": {"$type": "number", "$value": 8}}"##,
  ///   named: "spacing.tokens.json")
  /// print(file.token(at: "spacing")?.value ?? .null)  // 8
  /// ```
  ///
  /// - Parameter path: The token's path: `color.text.primary`.
  /// - Returns: The token.
  /// - Complexity: O(*n*) in the number of tokens.
  public func token(at path: String) -> DesignToken? {
    tokens.first { $0.path == path }
  }

  /// A token's value with every alias in it replaced by its target's value, if the token
  /// loads: it has a type Cascade reads, and its aliases lead to tokens that load.
  ///
  /// - Parameter path: The token's path.
  /// - Returns: The value, or `nil` if the token has a problem or the file has none there.
  public func resolvedValue(of path: String) -> JSONValue? { resolved[path] }

  /// The diagnostics rendered for people, with the source line and a caret under each
  /// problem.
  public var formattedDiagnostics: String {
    TextDiagnosticFormatter.format(diagnostics, lines: lines)
  }

  /// The path in a reference: `color.accent` for `{color.accent}`, or `nil` if the text is
  /// not one.
  static func reference(_ text: String) -> String? {
    guard text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2 else { return nil }
    let inner = text.dropFirst().dropLast()
    guard !inner.contains("{"), !inner.contains("}") else { return nil }
    return String(inner)
  }
}
