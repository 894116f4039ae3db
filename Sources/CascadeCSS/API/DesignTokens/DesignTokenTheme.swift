public import Cascade

/// A theme loaded from a design token file: the ordinary `Theme`, the file it came from,
/// and every problem found in either.
///
/// ```swift
/// var mapping = DesignTokenMapping()
/// mapping.map(Token<Double>.spacing)
/// let loaded = mapping.loadTheme(
///   ##"{"dimension": {"spacing": {"$type": "dimension", "$value": "12px"}}}"##,
///   named: "Roomy", file: "roomy.tokens.json")
/// print(loaded.theme[.spacing] ?? 0)  // 12
/// ```
public struct DesignTokenTheme: Sendable {
  /// The theme: each mapped token that the file gives, with no problem, its value.
  public let theme: Theme
  /// The file, as read.
  public let file: DesignTokenFile
  /// Every problem: the file's, and those of mapping its tokens onto Swift tokens, in the
  /// order of the file.
  public let diagnostics: [TextDiagnostic]
  /// The paths of the file's tokens that no Swift token is mapped to.
  public let unmappedPaths: [String]

  /// The diagnostics rendered for people, with the source line and a caret under each.
  public var formattedDiagnostics: String {
    TextDiagnosticFormatter.format(diagnostics, lines: file.lines)
  }
}
