import Foundation
import Testing

/// The differences from a browser that the comparison with Chromium accepts are the ones
/// the article lists, so that neither can change without the other.
@Suite struct DocumentedDifferenceTests {
  static let article = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("Documentation/CascadeCSS.docc/Articles/StylesheetsFromText.md")

  @Test func theArticleListsEachDifferenceTheComparisonAccepts() throws {
    let text = try String(contentsOf: Self.article, encoding: .utf8)
    let start = try #require(text.range(of: "### Differences from browser CSS\n"))
    let section = text[start.upperBound...]
    // The table of differences on broken sheets, before those by design on any sheet.
    let end = section.range(of: "\n#### ")?.lowerBound ?? section.endIndex
    let rows = section[..<end].split(separator: "\n").filter { $0.hasPrefix("| ") }
    // The first row is the header's, and the separator starts `| ---`.
    let titles = rows.dropFirst().filter { !$0.hasPrefix("| ---") }.map { row in
      row.split(separator: "|", omittingEmptySubsequences: true).first
        .map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
    }
    #expect(titles == DocumentedDifference.allCases.map(\.title))
  }
}
