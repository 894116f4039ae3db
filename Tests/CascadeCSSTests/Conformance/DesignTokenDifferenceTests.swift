import Foundation
import Testing

/// The differences from the Design Tokens format that the conformance test accepts are the
/// ones the article lists, so that neither can change without the other.
@Suite struct DesignTokenDifferenceTests {
  static let article = ConformanceCorpus.packageRoot.appendingPathComponent(
    "Documentation/CascadeCSS.docc/Articles/DesignTokensAndLiveReload.md")

  @Test func theArticleListsEachDifferenceTheConformanceTestAccepts() throws {
    let text = try String(contentsOf: Self.article, encoding: .utf8)
    let start = try #require(text.range(of: "### Differences from the format\n"))
    let section = text[start.upperBound...]
    let end = section.range(of: "\n### ")?.lowerBound ?? section.endIndex
    let rows = section[..<end].split(separator: "\n").filter { $0.hasPrefix("| ") }
    let titles = rows.dropFirst().filter { !$0.hasPrefix("| ---") }.map { row in
      row.split(separator: "|", omittingEmptySubsequences: true).first
        .map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
    }
    #expect(titles == DesignTokenDifference.allCases.map(\.title))
  }
}
