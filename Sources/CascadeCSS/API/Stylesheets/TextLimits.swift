internal import Cascade

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
  /// The longest chain of token aliases in a text sheet (`--a: var(--b)`). 8 by default;
  /// never more than 64, whatever this says. A design token file's alias chains may be of
  /// any length: they resolve one token after another, without recursion.
  public var maximumAliasDepth = 8
  /// The most diagnostics reported; after them, one more says that the rest were left
  /// out. 500 by default.
  public var maximumDiagnostics = 500
  /// The most text, in bytes of selectors, that expanding a sheet's nested rules may make:
  /// each `&` stands for each of its parent's selectors, so each level of nesting
  /// multiplies them. Past it, a nested rule is a `nestingTooDeep` error and left out.
  /// 1 MiB by default.
  ///
  /// ```swift
  /// var limits = TextLimits.standard
  /// limits.maximumExpandedSelectorBytes = 10_000
  /// let text = ".a, .b { .c, .d { .e, .f { opacity: 0.5; } } }"
  /// let sheet = StyleVocabulary.standard.load(text, named: "nested.css", limits: limits)
  /// print(sheet.rules[0].selectors.count)  // 8
  /// ```
  ///
  /// The budget is the same for every sheet, not a multiple of its length, so that a sheet
  /// printed by ``CSSStylesheet/cssText``, which can be shorter than the text it was read
  /// from, loads back within it.
  public var maximumExpandedSelectorBytes = 1 << 20
  /// The most child combinators (`>`) in one selector, after nesting is expanded; a rule
  /// with a selector that has more is a `selectorTooLong` error and left out. 32 by
  /// default, and never more than 64 (`StyleSelector.maximumChildCombinators`), whatever
  /// is set.
  ///
  /// Down a chain of objects that all match, each object carries one compound for each
  /// `>` of the selector to its children: the bound keeps that work and memory a constant
  /// for each object. A chain of descendant combinators (white space) needs no bound.
  ///
  /// ```swift
  /// let text = String(repeating: "View > ", count: 40) + "Label { opacity: 0.5; }"
  /// let sheet = StyleVocabulary.standard.load(text, named: "long.css")
  /// print(sheet.diagnostics[0].code)  // selectorTooLong
  /// ```
  public var maximumChildCombinators = 32

  /// The default limits: 1 MiB of input (``maximumBytes``), nesting 16 deep
  /// (``maximumNestingDepth``, never past 64), alias chains 8 long (``maximumAliasDepth``,
  /// never past 64), 500 diagnostics (``maximumDiagnostics``), and 1 MiB of selectors made
  /// by expanding nested rules (``maximumExpandedSelectorBytes``), and 32 child
  /// combinators in a selector (``maximumChildCombinators``, never past 64).
  public static let standard = TextLimits()

  /// The deepest alias chain a value is ever followed through, whatever the limits say.
  static let aliasDepthCeiling = 64

  /// The deepest nesting any reader goes to, whatever the limits say.
  static let nestingDepthCeiling = 64

  /// The nesting depth in force: ``maximumNestingDepth``, within the ceiling.
  var nestingDepth: Int { min(max(maximumNestingDepth, 0), Self.nestingDepthCeiling) }

  /// The child combinators a selector may have: the limit, within the engine's bound.
  var childCombinators: Int {
    min(max(maximumChildCombinators, 0), StyleSelector.maximumChildCombinators)
  }

  /// The alias depth the readers hold to: the limit, within the ceiling.
  var aliasDepth: Int { min(max(maximumAliasDepth, 0), Self.aliasDepthCeiling) }
}
