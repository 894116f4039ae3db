public import Cascade

/// Why a save of a watched file was not applied, or was applied only in part or with
/// warnings: what a
/// ``StylesheetReloader`` hands to its ``StylesheetReloader/onProblem`` handler.
///
/// ```swift
/// let reloader = StylesheetReloader(
///   sheetAt: "Styles/card.css", vocabulary: .standard, styling: screen)
/// reloader.onProblem = { problem in
///   print(problem)  // card.css:3:5: error: unknown property `colr` …
/// }
/// ```
///
/// After a problem with a file, the last good version of the file stays in force until the
/// next good save.
public enum ReloadProblem: Error, Sendable, CustomStringConvertible {
  /// The file could not be read: it is missing, not readable, or not a regular file.
  case unreadable(TextFileError)
  /// The file was read and has errors, so the last good version stays in force.
  ///
  /// - Parameters:
  ///   - path: The file's path.
  ///   - diagnostics: Every problem found, in the order of the text.
  ///   - source: The text that was read.
  case invalid(path: String, diagnostics: [TextDiagnostic], source: String)
  /// The file was read and applied, and has warnings: what they are about loaded.
  ///
  /// - Parameters:
  ///   - path: The file's path.
  ///   - diagnostics: The warnings, in the order of the text.
  ///   - source: The text that was read.
  case warnings(path: String, diagnostics: [TextDiagnostic], source: String)
  /// The new sheet was applied, but some of its tokens had no value or the tree has a
  /// cycle: those properties were left as they were.
  case styling(StylesheetError)

  /// The diagnostics of an invalid file, or the warnings of an applied one; empty for the
  /// other problems.
  public var diagnostics: [TextDiagnostic] {
    switch self {
    case .invalid(_, let diagnostics, _), .warnings(_, let diagnostics, _): diagnostics
    case .unreadable, .styling: []
    }
  }

  /// The problem for people: an invalid file's diagnostics rendered with its source lines,
  /// as ``TextDiagnosticFormatter`` renders them.
  public var description: String {
    switch self {
    case .unreadable(let error): "cannot read \(error)"
    case .invalid(_, let diagnostics, let source), .warnings(_, let diagnostics, let source):
      TextDiagnosticFormatter.format(diagnostics, source: source)
    case .styling(let error): error.description
    }
  }
}
