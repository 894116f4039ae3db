/// Bounds on what a text stylesheet may ask of the loader, so that text from a server
/// cannot exhaust memory or time. Each bound crossed is a diagnostic, not a crash.
///
/// ```swift
/// let text = "Label { color: red; }"  // from a server
/// var limits = TextLimits.standard
/// limits.maximumBytes = 64 * 1024
/// let sheet = StyleVocabulary.standard.load(text, named: "remote.css", limits: limits)
/// ```
public struct TextLimits: Sendable, Hashable {
  /// The largest input read, in UTF-8 bytes; a larger one loads nothing. 1 MiB by default.
  public var maximumBytes = 1 << 20
  /// The deepest nesting of blocks (`@media` in `@layer` in …), of parentheses in a
  /// value, and of objects and arrays in a design token file. 16 by default; a design
  /// token file is never read deeper than 128, whatever this says.
  public var maximumNestingDepth = 16
  /// The longest chain of token aliases (`--a: var(--b)`). 8 by default; never more than
  /// 64, whatever this says.
  public var maximumAliasDepth = 8
  /// The most diagnostics reported; after them, one more says that the rest were left
  /// out. 500 by default.
  public var maximumDiagnostics = 500

  /// The default limits.
  public static let standard = TextLimits()

  /// The deepest alias chain a value is ever followed through, whatever the limits say.
  static let aliasDepthCeiling = 64

  /// The deepest a design token file is ever read, whatever the limits say: its reader,
  /// and what walks the values it makes, recurse once for each level.
  static let nestingDepthCeiling = 128

  /// The alias depth the readers hold to: the limit, within the ceiling.
  var aliasDepth: Int { min(maximumAliasDepth, Self.aliasDepthCeiling) }

  /// The nesting depth a design token file is read to: the limit, within the ceiling.
  var nestingDepth: Int { min(maximumNestingDepth, Self.nestingDepthCeiling) }
}
