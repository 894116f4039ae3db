import Cascade
import CascadeCSS
import Scaling
import Testing

/// Printing a sheet back to text, `cssText`, for shapes whose pieces share something as
/// large as the sheet: the printed text and the bytes allocated to print it grow linearly.
@Suite struct PrintingScalingTests {
  private let vocabulary = StyleVocabulary.boxes

  enum Shape: CaseIterable {
    /// One `@media` list of n queries over n rules: printed once, not once a rule.
    case mediaList
    /// n rules nested in one rule: the parent's selectors are printed once.
    case nestedRules
    /// n layers named in a statement, each with a block of its own.
    case layers

    func text(_ count: Int) -> String {
      switch self {
      case .mediaList:
        "@media " + Array(repeating: "(quiet)", count: count).joined(separator: ", ") + " {\n"
          + String(repeating: "Box { width: 1; }\n", count: count) + "}\n"
      case .nestedRules:
        ".a, .b {\n" + (0..<count).map { "  .c\($0) { width: 1; }\n" }.joined() + "}\n"
      case .layers:
        "@layer " + (0..<count).map { "l\($0)" }.joined(separator: ", ") + ";\n"
          + (0..<count).map { "@layer l\($0) { Box { width: \($0); } }\n" }.joined()
      }
    }
  }

  @Test(arguments: Shape.allCases)
  func printingIsLinearInTheSheet(shape: Shape) {
    // Loaded before counting: what is counted is printing, its text and its allocations.
    let sheets = [200, 400, 800].map { vocabulary.load(shape.text($0), named: "print.css") }
    #expect(sheets.allSatisfy { $0.diagnostics.isEmpty })
    var next = sheets.makeIterator()
    let growth = Growth(from: 200) { _ in next.next()?.cssText.utf8.count ?? 0 }
    #expect(growth.isLinear, "\(growth)")
  }
}
