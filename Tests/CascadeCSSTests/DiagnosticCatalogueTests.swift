import CascadeCSS
import Foundation
import Testing

/// The article's catalogue of diagnostic codes lists every code, so that none is left
/// unexplained.
@Suite struct DiagnosticCatalogueTests {
  @Test func articleListsEveryCode() throws {
    let article = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Documentation/CascadeCSS.docc/Articles/StylesheetsFromText.md")
    let text = try String(contentsOf: article, encoding: .utf8)
    for code in CSSDiagnostic.Code.allCases {
      #expect(text.contains("| `\(code.rawValue)` |"), "the catalogue has no row for \(code)")
    }
  }
}
