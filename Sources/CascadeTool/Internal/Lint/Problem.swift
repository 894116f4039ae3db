package import CascadeCSS

/// One problem the tool reports: a loader's diagnostic, or one of the tool's own (two token
/// paths that give one name), with what the report prints of it.
package struct Problem: Equatable {
  /// The file, as given on the command line.
  package let file: String
  package let range: TextRange
  package let severity: TextDiagnostic.Severity
  package let message: String
  /// The stable identifier: the diagnostic's `TextDiagnostic.Code`, or the tool's own.
  package let code: String
  package let suggestion: String?
  package let notes: [String]

  init(
    file: String, range: TextRange, severity: TextDiagnostic.Severity, message: String,
    code: String, suggestion: String? = nil, notes: [String] = []
  ) {
    self.file = file
    self.range = range
    self.severity = severity
    self.message = message
    self.code = code
    self.suggestion = suggestion
    self.notes = notes
  }

  /// The problem a loader reported in `file`.
  init(_ diagnostic: TextDiagnostic, file: String) {
    self.init(
      file: file, range: diagnostic.range, severity: diagnostic.severity,
      message: diagnostic.message, code: diagnostic.code.rawValue,
      suggestion: diagnostic.suggestion, notes: diagnostic.notes)
  }

  /// The problem with a warning made an error, for `--warnings-as-errors`.
  var promoted: Problem {
    guard severity == .warning else { return self }
    return Problem(
      file: file, range: range, severity: .error, message: message, code: code,
      suggestion: suggestion, notes: notes)
  }

  /// The lines a compiler prints for it, which Xcode and editors read:
  /// `Card.css:3:5: error: unknown property `colr` [unknownProperty]`, then each note and
  /// the suggestion as a `note:` at the same place.
  var lines: [String] {
    let place = "\(file):\(range.start.line):\(range.start.column)"
    var lines = ["\(place): \(severity): \(message) [\(code)]"]
    lines += notes.map { "\(place): note: \($0)" }
    if let suggestion { lines.append("\(place): note: did you mean `\(suggestion)`?") }
    return lines
  }
}
