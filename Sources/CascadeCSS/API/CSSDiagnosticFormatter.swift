/// Renders diagnostics for people: each one's line, then the source line with a gutter
/// and a caret under the problem, then its notes, as a compiler does.
///
/// ```swift
/// let text = "Label {\n  colr: red;\n}\n"
/// let sheet = StyleVocabulary.standard.load(text, named: "card.css")
/// print(CSSDiagnosticFormatter.format(sheet.diagnostics, source: text))
/// // card.css:2:3: error: unknown property `colr`; did you mean `color`?
/// //   2 |   colr: red;
/// //     |   ^~~~
/// ```
public enum CSSDiagnosticFormatter {
  /// Renders diagnostics of one source.
  ///
  /// - Parameters:
  ///   - diagnostics: The diagnostics, in the order to show them.
  ///   - source: The text they are about.
  /// - Returns: The rendering, a line break after each line.
  /// - Complexity: O(*n* + *m*), for *n* bytes of source and *m* diagnostics.
  public static func format(_ diagnostics: [CSSDiagnostic], source: String) -> String {
    let lines = LineMap(Array(source.utf8))
    return diagnostics.map { format($0, lines: lines) }.joined()
  }

  static func format(_ diagnostic: CSSDiagnostic, lines: LineMap) -> String {
    let start = diagnostic.range.start
    let end = diagnostic.range.end
    let number = String(start.line)
    let gutter = String(repeating: " ", count: number.count)
    // The caret runs to the range's end on the same line, and covers at least one column.
    let width = end.line == start.line ? max(1, end.column - start.column) : 1
    var text = "\(diagnostic)\n"
    text += "  \(number) | \(visible(lines.line(at: start.offset)))\n"
    text +=
      "  \(gutter) | " + String(repeating: " ", count: start.column - 1) + "^"
      + String(repeating: "~", count: width - 1) + "\n"
    for note in diagnostic.notes { text += "  \(gutter) = note: \(note)\n" }
    return text
  }

  /// A line with each tab as one space, so that the caret's columns line up.
  private static func visible(_ line: String) -> String {
    String(line.map { $0 == "\t" ? " " : $0 })
  }
}
