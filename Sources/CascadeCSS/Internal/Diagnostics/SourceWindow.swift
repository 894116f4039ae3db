/// The part of a source line that a diagnostic shows, and the caret line under it: the
/// whole line when it fits in ``maximumColumns``, else that many columns around the caret,
/// with `…` where the line is cut, so that a diagnostic on the one line of a minified sheet
/// costs the window, not the line.
struct SourceWindow {
  /// The most columns of a line shown.
  static let maximumColumns = 100
  /// The columns shown before the caret, when the line is cut.
  static let columnsBefore = 40

  /// The line as shown: each tab as one space, so that the caret's columns line up.
  let line: String
  /// The caret and its underline, under the range's first line.
  let underline: String

  /// The window of the line that `range` starts on.
  ///
  /// Columns past the line, of a diagnostic made for another text, are taken as its end,
  /// so that no rendering is longer than the window.
  ///
  /// - Complexity: O(log *n* + ``maximumColumns``) for *n* bytes of source.
  init(of range: TextRange, in lines: LineMap) {
    let bounds = lines.bounds(ofLineAt: range.start.offset)
    let length = lines.columns(in: bounds)
    // The caret may stand just past the line's last character, where a `}` is missing.
    let caret = min(max(range.start.column, 1), length + 1)
    let rangeEnd =
      range.end.line == range.start.line ? min(max(range.end.column, 1), length + 1) : caret
    let shown = Self.columns(around: caret, length: length)
    let lower = lines.offset(advancing: shown.lowerBound - 1, from: bounds.lowerBound)
    let upper = lines.offset(advancing: shown.count, from: lower)
    let isCutBefore = shown.lowerBound > 1
    let isCutAfter = shown.upperBound <= length
    line =
      (isCutBefore ? "…" : "") + Self.visible(lines.text(lower..<upper)) + (isCutAfter ? "…" : "")
    // The underline covers the columns from the caret to the range's end, at least one.
    let last = max(caret, rangeEnd - 1)
    let lastShown = isCutAfter ? shown.upperBound - 1 : length + 1
    underline =
      String(repeating: " ", count: caret - shown.lowerBound + (isCutBefore ? 1 : 0)) + "^"
      + String(repeating: "~", count: min(last, lastShown) - caret)
      + (last > lastShown ? "…" : "")
  }

  /// The columns of a line of `length` columns to show: all of them if they fit, else
  /// ``maximumColumns`` of them, from ``columnsBefore`` before the caret where the line
  /// allows.
  private static func columns(around caret: Int, length: Int) -> Range<Int> {
    guard length > maximumColumns else { return 1..<length + 1 }
    let first = max(1, min(caret - columnsBefore, length - maximumColumns + 1))
    return first..<first + maximumColumns
  }

  private static func visible(_ text: String) -> String {
    String(text.map { $0 == "\t" ? " " : $0 })
  }
}
