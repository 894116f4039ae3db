import Cascade
import CascadeCSS
import Scaling
import Testing

/// A long source line, such as the one line of a minified sheet, is shown as a window
/// around each problem, so that the rendering of many problems on it stays proportional to
/// their number, not to their number times the line.
@Suite struct DiagnosticWindowTests {
  private let vocabulary = StyleVocabulary.boxes

  /// Limits that report every problem of a large sheet.
  private static let unlimited: TextLimits = {
    var limits = TextLimits.standard
    limits.maximumDiagnostics = 1_000_000
    return limits
  }()

  /// One line of `count` unknown properties, after a string with characters of two to four
  /// bytes, so that columns are counted in characters.
  private static func minifiedSheet(of count: Int) -> String {
    "Caption{text:\"é中😀\";" + String(repeating: "a:1;", count: count) + "}"
  }

  @Test func longLineIsShownAsAWindowWithEllipsesAtBothCuts() {
    let width = String(repeating: "width:1;", count: 20)
    let text = "Box{" + width + "colr:1;" + width + "}"
    let sheet = vocabulary.load(text, named: "min.css")
    let shown = String(("Box{" + width + "colr:1;" + width).dropFirst(124).prefix(100))
    #expect(
      sheet.formattedDiagnostics == """
        min.css:1:165: error: unknown property `colr`
          1 | …\(shown)…
            | \(String(repeating: " ", count: 41))^~~~

        """)
  }

  @Test func windowAtTheStartOfALongLineIsCutOnlyAtItsEnd() throws {
    let (text, lines) = try longLineWithAProblemAtEachEnd()
    let head = String(text.prefix(100))
    let start: String = "  1 | \(head)…"
    #expect(lines[1] == start)
    #expect(lines[2] == "    |     ^~~~")
  }

  @Test func windowAtTheEndOfALongLineIsCutOnlyAtItsStart() throws {
    let (text, lines) = try longLineWithAProblemAtEachEnd()
    let tail = String(text.suffix(100))
    let end: String = "  1 | …\(tail)"
    let underline: String = "    | \(String(repeating: " ", count: 92))^~~~~"
    #expect(lines[4] == end)
    #expect(lines[5] == underline)
  }

  /// A long line with a problem at each end, and the lines of its formatted diagnostics.
  private func longLineWithAProblemAtEachEnd() throws -> (text: String, lines: [Substring]) {
    let text = "Box{colr:1;" + String(repeating: "width:1;", count: 30) + "widht:1;}"
    let sheet = vocabulary.load(text, named: "min.css")
    let lines = sheet.formattedDiagnostics.split(separator: "\n", omittingEmptySubsequences: false)
    try #require(lines.count == 7)
    return (text, lines)
  }

  @Test func underlineLongerThanTheWindowIsCutWithAnEllipsis() throws {
    let value = String(repeating: "x", count: 300)
    let text = "Box { tag: \"\(value)\" \"\(value)\"; }"
    let sheet = vocabulary.load(text, named: "min.css")
    let diagnostic = try #require(sheet.diagnostics.first)
    #expect(diagnostic.range.end.column - diagnostic.range.start.column > 100)
    let lines = sheet.formattedDiagnostics.split(separator: "\n")
    try #require(lines.count >= 3)
    #expect(lines[1].hasSuffix("…"))
    #expect(lines[2].hasSuffix("~…"))
    #expect(lines[1].count == lines[2].count, "the underline ends under the cut")
  }

  @Test func lineOfExactlyTheWindowIsShownWhole() throws {
    let text = "Box{colr:1;" + String(repeating: "x", count: 89)
    #expect(text.count == 100)
    let sheet = vocabulary.load(text, named: "min.css")
    let lines = sheet.formattedDiagnostics.split(separator: "\n")
    #expect(lines.contains { $0 == "  1 | " + text })
    #expect(!sheet.formattedDiagnostics.contains("…"))
  }

  @Test func caretStandsUnderItsCharacterOnALongLineOfWideCharacters() throws {
    let text = Self.minifiedSheet(of: 200)
    let sheet = vocabulary.load(text, named: "min.css", limits: Self.unlimited)
    try #require(sheet.diagnostics.count == 200)
    let lines = sheet.formattedDiagnostics.split(separator: "\n")
    for (index, diagnostic) in sheet.diagnostics.enumerated() {
      let prefix = text.utf8.prefix(diagnostic.range.start.offset)
      #expect(diagnostic.range.start.column == String(decoding: prefix, as: UTF8.self).count + 1)
      let shown = Array(lines[3 * index + 1].dropFirst("  1 | ".count).unicodeScalars)
      let caret = lines[3 * index + 2].dropFirst("    | ".count).prefix { $0 == " " }.count
      #expect(shown[caret] == "a", "the caret of \(diagnostic.range.start)")
      #expect(shown.count <= 102)
    }
  }

  @Test func columnsOutsideTheLineAreClampedToIt() {
    let start = TextPosition(line: 1, column: -5, offset: 3)
    let end = TextPosition(line: 1, column: Int.max, offset: 4)
    let diagnostic = TextDiagnostic(
      code: .syntax, message: "made by hand", file: "hand.css",
      range: TextRange(start: start, end: end))
    #expect(
      TextDiagnosticFormatter.format([diagnostic], source: "Box {}") == """
        hand.css:1:-5: error: made by hand
          1 | Box {}
            | ^~~~~~

        """)
  }

  @Test func renderingOfManyProblemsOnOneLineGrowsLinearly() {
    let growth = Growth(from: 2_000) { n in
      let text = Self.minifiedSheet(of: n)
      let sheet = vocabulary.load(text, named: "min.css", limits: Self.unlimited)
      return WorkCounter.steps {
        _ = TextDiagnosticFormatter.format(sheet.diagnostics, source: text)
      }
    }
    #expect(growth.isLinear, "\(growth)")
  }
}
