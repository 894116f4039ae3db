public import Cascade

/// Which design token of a file gives the value of which Swift ``/Cascade/Token``: by an
/// explicit path, or by the naming convention.
///
/// The convention puts the token's value type's first ``DesignTokenType`` in front, then
/// the words of its camel-case name in reverse order, lowercased, each a group: the most
/// general word, last in an English name, comes first, as design tools group tokens.
/// `Token<Color>("primaryText")` is `color.text.primary`, `Token<Color>("accent")` is
/// `color.accent`, and `Token<Double>("cardCornerRadius")` is
/// `dimension.radius.corner.card`. A new word starts at each uppercase letter.
///
/// A token of the format cannot also be a group: where one token's conventional path is
/// the group of another's (`color.background` and `color.background.secondary`), map one
/// of them explicitly (`color.background.primary`).
///
/// ```swift
/// var mapping = DesignTokenMapping()
/// mapping.map(Token<Color>.primaryText)                         // color.text.primary
/// mapping.map(Token<Double>.spacing, to: "size.spacing.medium")  // an explicit path
/// print(mapping.paths)  // ["color.text.primary", "size.spacing.medium"]
/// ```
public struct DesignTokenMapping: Sendable {
  /// The mappings in the order made; `nil` where a path was mapped anew later.
  private var slots: [(any DesignTokenBinding)?] = []
  /// Where each path's mapping is in `slots`.
  private var slotOfPath: [String: Int] = [:]

  /// The mappings, in the order they were made.
  ///
  /// - Complexity: O(*m*) for *m* mappings made.
  var entries: [any DesignTokenBinding] { slots.compactMap { $0 } }

  /// Creates a mapping of no tokens.
  ///
  /// ```swift
  /// var mapping = DesignTokenMapping()
  /// ```
  public init() {}

  /// Maps a token to a path of token files; a path mapped before is mapped anew.
  ///
  /// ```swift
  /// var mapping = DesignTokenMapping()
  /// mapping.map(Token<Color>.accent, to: "brand.primary")
  /// ```
  ///
  /// - Parameters:
  ///   - token: The Swift token that the file's token gives a value.
  ///   - path: The file's token, by path; by default the conventional path,
  ///     ``conventionalPath(of:)``.
  /// - Complexity: O(1), amortized, so that mapping every token of a file is linear.
  public mutating func map<Value: DesignTokenRepresentable>(
    _ token: Token<Value>, to path: String? = nil
  ) {
    let path = path ?? Self.conventionalPath(of: token)
    if let earlier = slotOfPath.updateValue(slots.count, forKey: path) {
      slots[earlier] = nil
    }
    slots.append(DesignTokenEntry(path: path, token: token))
    // Paths mapped anew leave holes; once they are half the slots, close them up, which
    // costs the slots kept, no more than the maps since the last time.
    if slots.count > 16, slotOfPath.count * 2 < slots.count { compact() }
  }

  private mutating func compact() {
    slots = entries
    slotOfPath = [:]
    for (index, slot) in slots.enumerated() {
      if let slot { slotOfPath[slot.path] = index }
    }
  }

  /// The paths mapped, in the order they were mapped.
  public var paths: [String] { entries.map(\.path) }

  /// The path that the naming convention gives a token: `color.text.primary` for
  /// `Token<Color>("primaryText")`.
  ///
  /// ```swift
  /// print(DesignTokenMapping.conventionalPath(of: Token<Color>.secondaryBackground))
  /// // color.background.secondary
  /// ```
  ///
  /// - Parameter token: The token.
  /// - Returns: Its value type's first design token type, then the words of its name, last
  ///   first.
  public static func conventionalPath<Value: DesignTokenRepresentable>(
    of token: Token<Value>
  ) -> String {
    let category = Value.designTokenTypes.first?.rawValue ?? "token"
    return ([category] + words(of: token.name).reversed()).joined(separator: ".")
  }

  /// `primaryText` as `["primary", "text"]`.
  static func words(of name: String) -> [String] {
    var words: [String] = []
    for character in name {
      if character.isUppercase || words.isEmpty {
        words.append(character.lowercased())
      } else {
        words[words.count - 1].append(character)
      }
    }
    return words
  }
}
