/// The problems that stopped a strict load: every diagnostic of the text.
///
/// A sheet loaded with `warningsAsErrors` that has any problem makes one, for a caller that
/// wants a throw rather than a sheet with errors:
///
/// ```swift
/// let sheet = StyleVocabulary.standard.load(
///   "Label { colr: red; }", named: "a.css", warningsAsErrors: true)
/// if sheet.hasErrors { throw TextLoadingError(sheet) }
/// ```
public struct TextLoadingError: Error, Sendable, CustomStringConvertible {
  /// The problems, in the order of the text.
  public let diagnostics: [TextDiagnostic]
  /// The text.
  public let source: String

  /// Creates an error: for a loader of another kind of file, such as a token file a
  /// ``StylesheetReloader`` watches, to report its problems as a sheet's.
  ///
  /// ```swift
  /// let start = TextPosition(line: 1, column: 1, offset: 0)
  /// let problem = TextDiagnostic(
  ///   code: .syntax, message: "expected a token value", file: "tokens.txt",
  ///   range: TextRange(start: start, end: start))
  /// let error = TextLoadingError(diagnostics: [problem], source: "")
  /// ```
  ///
  /// - Parameters:
  ///   - diagnostics: The problems, in the order of the text.
  ///   - source: The text.
  public init(diagnostics: [TextDiagnostic], source: String) {
    self.diagnostics = diagnostics
    self.source = source
  }

  /// Creates the error of a loaded sheet: its diagnostics and its text.
  ///
  /// ```swift
  /// let sheet = StyleVocabulary.standard.load("Label { colr: red; }", named: "a.css")
  /// print(TextLoadingError(sheet).diagnostics.count)  // 1
  /// ```
  ///
  /// - Parameter sheet: The sheet.
  public init(_ sheet: CSSStylesheet) {
    self.init(diagnostics: sheet.diagnostics, source: sheet.source)
  }

  /// The diagnostics, rendered with the source lines.
  public var description: String { TextDiagnosticFormatter.format(diagnostics, source: source) }
}
