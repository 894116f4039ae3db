/// A problem in a text stylesheet: where it is, what is wrong, what was expected and
/// found there, and what was likely meant.
///
/// Diagnostics are data, for tests and tools; ``TextDiagnosticFormatter`` renders them for
/// people, with the source line and a caret:
///
/// ```swift
/// let sheet = StyleVocabulary.standard.load("Label { colr: red; }", named: "card.css")
/// let first = sheet.diagnostics[0]
/// print(first.code, first.range.start)  // unknownProperty 1:9
/// print(first.severity)                 // error
/// print(first.suggestion ?? "")         // color
/// ```
///
/// Each has a ``Severity-swift.enum``, as a compiler's diagnostics do: an error leaves out
/// what it is about, a warning does not.
public struct TextDiagnostic: Error, Sendable, Hashable, CustomStringConvertible {
  /// What kind of problem it is: a stable identifier, for tests and tools.
  public enum Code: String, Sendable, Hashable, CaseIterable {
    /// Text that the grammar does not allow where it is.
    case syntax
    /// A string without its closing quote.
    case unterminatedString
    /// A comment without its closing `*/`.
    case unterminatedComment
    /// A block without its closing `}`.
    case unclosedBlock
    /// A `(`, `[` or function without its closing bracket: as in CSS, it takes in the rest
    /// of the sheet.
    case unclosedBracket
    /// An at-rule the language does not have (`@import`, `@font-face`, …).
    case unsupportedAtRule
    /// A selector feature the language does not have (`#id`, `[attribute]`, `+`, `~`).
    case unsupportedSelector
    /// A type name the vocabulary does not have.
    case unknownType
    /// A pseudo-class that is not a state (`:hover`).
    case unknownPseudoClass
    /// A property name the vocabulary does not have.
    case unknownProperty
    /// A property the rule's type does not have.
    case propertyNotApplicable
    /// A value that is not the property's syntax, or out of the range CSS gives the
    /// property: `opacity: 0.5px`, `padding: -4px`; or a CSS-wide keyword Cascade does not
    /// read, `inherit`, `revert` or `revert-layer`.
    case invalidValue
    /// `!important`, which the cascade has no place for: a warning, since the declaration
    /// means what it says without it and loads.
    case unsupportedImportant
    /// A token name the vocabulary does not have: a warning in `var()` with a fallback,
    /// which is used in its place, and an error elsewhere.
    case unknownToken
    /// A token whose type is not the type the place it is used takes, or a sheet's own
    /// custom property read as another type than its first use gave it.
    case tokenTypeMismatch
    /// A custom property of the sheet's own that no `var()` reads: a warning. Its type comes
    /// from its first use, so its values are left out.
    case unusedCustomProperty
    /// A `var()` where only literal values may go: in a property set through a custom
    /// setter that takes literals.
    case tokenNotAllowed
    /// Token aliases that lead back to themselves.
    case aliasCycle
    /// A token alias chain longer than ``TextLimits/maximumAliasDepth``.
    case aliasTooDeep
    /// A value with `var()`s inside it that substitution makes longer than the sheet, or
    /// whose substitutions together pass four times the sheet's size for each theme.
    case substitutionTooLong
    /// A media feature the vocabulary does not have.
    case unknownMediaFeature
    /// A media type no specification defines (`scren`): its query never holds.
    case unknownMediaType
    /// A media query that is not the grammar of queries.
    case invalidMediaQuery
    /// A `@theme` naming a theme the vocabulary does not have.
    case unknownTheme
    /// Input longer than ``TextLimits/maximumBytes``, or a design token's path longer than
    /// 256 bytes.
    case inputTooLarge
    /// Blocks, parentheses or JSON nested deeper than ``TextLimits/maximumNestingDepth``, or
    /// a design token's value nested so by its aliases; or nested rules that expand to more
    /// bytes of selectors than ``TextLimits/maximumExpandedSelectorBytes``.
    case nestingTooDeep
    /// A selector with more child combinators (`>`) than
    /// ``TextLimits/maximumChildCombinators``, as written or once nesting is expanded: its
    /// rule is left out.
    case selectorTooLong
    /// More diagnostics than ``TextLimits/maximumDiagnostics``: as serious as the worst of
    /// those left out.
    case tooManyDiagnostics
    /// A design token file that is not JSON.
    case invalidJSON
    /// A design token's `$type` that the Design Tokens format does not have.
    case unknownTokenType
    /// A design token's `$type` that the format has and Cascade does not read
    /// (`duration`, `cubicBezier`, …).
    case unsupportedTokenType
    /// A design token with no `$type`: none on it, its groups or the token it aliases.
    case missingTokenType
    /// A property of the Design Tokens format that Cascade does not read: what it gives its
    /// group is left out. Since Cascade reads `$root` and `$extends`, no file gives it; it
    /// stays for the tools that match on it.
    case unsupportedTokenProperty
    /// A use of a design token whose `$deprecated` (or its group's) marks it deprecated: an
    /// alias of it, or a Swift token mapped to it. A warning, with the token's explanation;
    /// the value still loads.
    case deprecatedToken
    /// A design token value in a form that the format's 2025.10 version does not allow and
    /// Cascade still reads, such as a dimension in `pt` or a typography's letter spacing in
    /// `em`: a warning; the value loads.
    case nonstandardTokenValue
  }

  /// What kind of problem it is.
  public let code: Code
  /// How serious it is: an error leaves out what it is about; a warning does not.
  public let severity: Severity
  /// The message: one line that says what is wrong, in the stylesheet's terms.
  public let message: String
  /// The file the problem is in, as the sheet was loaded under.
  public let file: String
  /// The text the problem is about.
  public let range: TextRange
  /// What the grammar or the vocabulary expected there, where that can be said.
  public let expected: String?
  /// What the text has there, where that can be said.
  public let found: String?
  /// A replacement for the text at ``range`` that is likely meant, where there is one.
  public let suggestion: String?
  /// More context: other places involved, what a property applies to, ….
  public let notes: [String]

  /// Creates a diagnostic.
  ///
  /// ```swift
  /// let start = TextPosition(line: 1, column: 9, offset: 8)
  /// let end = TextPosition(line: 1, column: 13, offset: 12)
  /// let diagnostic = TextDiagnostic(
  ///   code: .unknownProperty, message: "unknown property `colr`", file: "card.css",
  ///   range: TextRange(start: start, end: end), suggestion: "color")
  /// ```
  ///
  /// - Parameters:
  ///   - code: What kind of problem it is.
  ///   - message: One line that says what is wrong.
  ///   - file: The file.
  ///   - range: The text the problem is about.
  ///   - expected: What was expected there.
  ///   - found: What is there.
  ///   - suggestion: A likely replacement for the text at `range`.
  ///   - notes: More context.
  ///   - severity: How serious it is; an error by default.
  public init(
    code: Code, message: String, file: String, range: TextRange, expected: String? = nil,
    found: String? = nil, suggestion: String? = nil, notes: [String] = [],
    severity: Severity = .error
  ) {
    self.code = code
    self.severity = severity
    self.message = message
    self.file = file
    self.range = range
    self.expected = expected
    self.found = found
    self.suggestion = suggestion
    self.notes = notes
  }

  /// The diagnostic on one line, as a compiler prints it, with its severity:
  /// `card.css:1:9: error: unknown property `colr`; did you mean `color`?`.
  public var description: String {
    "\(file):\(range.start): \(severity): \(message)"
      + (suggestion.map { "; did you mean `\($0)`?" } ?? "")
  }
}
