import Cascade
import CascadeCSS
import Testing

/// A byte order mark (U+FEFF) that starts a sheet or a token file is skipped, as CSS and
/// JSON allow; offsets count its bytes, and the first line's columns do not count it.
@Suite struct ByteOrderMarkTests {
  private let vocabulary = StyleVocabulary.boxes
  private let mark = "\u{FEFF}"

  @Test func markBeforeTheFirstRuleIsSkipped() {
    let sheet = vocabulary.sheet(mark + "Box { width: 3; }")
    #expect(sheet.diagnostics.isEmpty, "\(sheet.formattedDiagnostics)")
    #expect(sheet.rules.count == 1)
  }

  @Test func firstLineColumnsDoNotCountTheMark() throws {
    let sheet = vocabulary.sheet(mark + "Box { widht: 3; }")
    let diagnostic = try #require(sheet.diagnostics.first)
    #expect(diagnostic.code == .unknownProperty)
    #expect(diagnostic.range.start == TextPosition(line: 1, column: 7, offset: 9))
  }

  @Test func laterLinesAreUnchanged() throws {
    let sheet = vocabulary.sheet(mark + "Box {\n  widht: 3;\n}")
    let diagnostic = try #require(sheet.diagnostics.first)
    #expect(diagnostic.range.start == TextPosition(line: 2, column: 3, offset: 11))
  }

  @Test func markOfAFileIsSkipped() throws {
    let file = try SheetFile(named: "marked.css")
    try file.write(mark + "Box { width: 3; }")
    let sheet = try vocabulary.load(contentsOfFile: file.path)
    #expect(sheet.diagnostics.isEmpty, "\(sheet.formattedDiagnostics)")
    #expect(sheet.rules.count == 1)
    file.removeDirectory()
  }

  @Test func markOfATokenFileIsSkippedAndNotCounted() throws {
    let file = DesignTokenFile(
      parsing: mark + #"{"gap": {"$type": "numbr", "$value": 8}}"#, named: "t.tokens.json")
    let diagnostic = try #require(file.diagnostics.first)
    #expect(diagnostic.range.start.line == 1)
    #expect(diagnostic.range.start.column == 19)
    #expect(diagnostic.range.start.offset == 21)
  }
}
