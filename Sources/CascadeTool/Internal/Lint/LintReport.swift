import CascadeCSS

/// The report of `cascade lint --format json`: every problem, with its range, for tools.
///
/// ```json
/// {"problems": [{"file": "Card.css", "line": 3, "column": 5, "endLine": 3, "endColumn": 9,
///   "severity": "error", "code": "unknownProperty", "message": "…", "suggestion": "color",
///   "notes": []}], "errors": 1, "warnings": 0}
/// ```
struct LintReport {
  let problems: [Problem]

  init(_ problems: [Problem]) { self.problems = problems }

  /// The report as JSON on one line, through the library's own printer, which escapes.
  var jsonText: String {
    let errors = problems.filter { $0.severity == .error }.count
    let warnings = problems.filter { $0.severity == .warning }.count
    let report = JSONValue.object([
      (key: "problems", value: .array(problems.map(Self.object))),
      (key: "errors", value: .number(Double(errors))),
      (key: "warnings", value: .number(Double(warnings))),
    ])
    return report.jsonText(indentedBy: nil)
  }

  private static func object(_ problem: Problem) -> JSONValue {
    let range = problem.range
    return .object([
      (key: "file", value: .string(problem.file)),
      (key: "line", value: .number(Double(range.start.line))),
      (key: "column", value: .number(Double(range.start.column))),
      (key: "endLine", value: .number(Double(range.end.line))),
      (key: "endColumn", value: .number(Double(range.end.column))),
      (key: "severity", value: .string(problem.severity.rawValue)),
      (key: "code", value: .string(problem.code)),
      (key: "message", value: .string(problem.message)),
      (key: "suggestion", value: problem.suggestion.map(JSONValue.string) ?? .null),
      (key: "notes", value: .array(problem.notes.map(JSONValue.string))),
    ])
  }
}
