import CascadeCSS
import Foundation
import Testing

/// The article's catalogue of diagnostic codes lists every code, with its severity, so
/// that none is left unexplained.
@Suite struct DiagnosticCatalogueTests {
  private func article() throws -> String {
    let article = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
      .appendingPathComponent("Documentation/CascadeCSS.docc/Articles/StylesheetsFromText.md")
    return try String(contentsOf: article, encoding: .utf8)
  }

  @Test func articleListsEveryCode() throws {
    let text = try article()
    for code in TextDiagnostic.Code.allCases {
      #expect(text.contains("| `\(code.rawValue)` |"), "the catalogue has no row for \(code)")
    }
  }

  @Test func everyRowStartsWithASeverity() throws {
    let text = try article()
    for code in TextDiagnostic.Code.allCases {
      let row = "| `\(code.rawValue)` | "
      let hasSeverity = ["error", "warning"].contains { text.contains(row + $0) }
      #expect(hasSeverity, "the catalogue gives no severity for \(code)")
    }
  }

  /// A sheet with each code whose row in the catalogue says it is a warning.
  private static let warnings: [(text: String, code: TextDiagnostic.Code)] = [
    ("Box { width: 1 !important; }", .unsupportedImportant),
    ("Box { width: var(--guter, 1); }", .unknownToken),
  ]

  @Test(arguments: warnings)
  func codesTheCatalogueCallsWarningsAreWarnings(text: String, code: TextDiagnostic.Code) {
    let sheet = StyleVocabulary.boxes.sheet(text)
    let codes: [TextDiagnostic.Code] = sheet.diagnostics.map(\.code)
    #expect(codes == [code])
    #expect(sheet.diagnostics.first?.severity == .warning)
  }

  @Test(arguments: warnings.map(\.code))
  func theCataloguesRowOfEachOfThoseCodesSaysWarning(code: TextDiagnostic.Code) throws {
    let row: Substring? = try article().split(separator: "\n").first {
      $0.hasPrefix("| `\(code.rawValue)` |")
    }
    let severity: Substring? = row?.split(separator: "|").dropFirst().first
    #expect(severity?.contains("warning") == true, "the catalogue's row: \(row ?? "none")")
  }
}
