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
  /// value, and of objects and arrays in a design token file. 16 by default, and never
  /// more than 64, whatever is set: the readers of blocks and values recurse once per
  /// level, so this keeps their depth within any thread's stack.
  public var maximumNestingDepth = 16
  /// The longest chain of token aliases (`--a: var(--b)`). 8 by default; never more than
  /// 64, whatever this says.
  public var maximumAliasDepth = 8
  /// The most diagnostics reported; after them, one more says that the rest were left
  /// out. 500 by default.
  public var maximumDiagnostics = 500

  /// The default limits: 1 MiB of input (``maximumBytes``), nesting 16 deep
  /// (``maximumNestingDepth``, never past 64), alias chains 8 long (``maximumAliasDepth``,
  /// never past 64), and 500 diagnostics (``maximumDiagnostics``).
  public static let standard = TextLimits()

  /// The deepest alias chain a value is ever followed through, whatever the limits say.
  static let aliasDepthCeiling = 64

  /// The deepest nesting any reader goes to, whatever the limits say.
  static let nestingDepthCeiling = 64

  /// The nesting depth in force: ``maximumNestingDepth``, within the ceiling.
  var nestingDepth: Int { min(max(maximumNestingDepth, 0), Self.nestingDepthCeiling) }

  /// The alias depth the readers hold to: the limit, within the ceiling.
  var aliasDepth: Int { min(max(maximumAliasDepth, 0), Self.aliasDepthCeiling) }
}
