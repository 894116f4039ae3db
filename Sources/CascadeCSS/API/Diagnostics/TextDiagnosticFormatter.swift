internal import Cascade

/// Renders diagnostics for people: each one's line, then the source line with a gutter
/// and a caret under the problem, then its notes, as a compiler does.
///
/// ```swift
/// let text = "Label {\n  colr: red;\n}\n"
/// let sheet = StyleVocabulary.standard.load(text, named: "card.css")
/// print(TextDiagnosticFormatter.format(sheet.diagnostics, source: text))
/// // card.css:2:3: error: unknown property `colr`; did you mean `color`?
/// //   2 |   colr: red;
/// //     |   ^~~~
/// ```
///
/// A source line longer than 100 columns, such as the one line of a minified sheet, is
/// shown as a window of 100 columns around the problem, from up to 40 columns before it,
/// with `…` where the line is cut; an underline that runs past the window ends in `…`.
/// A line of 100 columns or fewer is shown whole. The rendering of each diagnostic is then
/// bounded by its message and notes, however long its line.
public enum TextDiagnosticFormatter {
  /// Renders diagnostics of one source.
  ///
  /// - Parameters:
  ///   - diagnostics: The diagnostics, in the order to show them.
  ///   - source: The text they are about.
  /// - Returns: The rendering, a line break after each line.
  /// - Complexity: O(*n* + *m* log *n* + *k*), for *n* bytes of source, *m* diagnostics
  ///   and *k* bytes of their messages and notes: each source line shown is cut to a
  ///   window of at most 100 columns.
  public static func format(_ diagnostics: [TextDiagnostic], source: String) -> String {
    format(diagnostics, lines: LineMap(Array(source.utf8)))
  }

  static func format(_ diagnostics: [TextDiagnostic], lines: LineMap) -> String {
    let text = diagnostics.map { format($0, lines: lines) }.joined()
    WorkCounter.record(text.utf8.count)
    return text
  }

  static func format(_ diagnostic: TextDiagnostic, lines: LineMap) -> String {
    let number = String(diagnostic.range.start.line)
    let gutter = String(repeating: " ", count: number.count)
    let window = SourceWindow(of: diagnostic.range, in: lines)
    var text = "\(diagnostic)\n"
    text += "  \(number) | \(window.line)\n"
    text += "  \(gutter) | \(window.underline)\n"
    for note in diagnostic.notes { text += "  \(gutter) = note: \(note)\n" }
    return text
  }
}
