import Cascade
import CascadeCSS
import CascadeViews
import Scaling
import Testing

/// Values with `var()`s inside them, grown to *n*, 2*n* and 4*n*: the loader's steps, which
/// count the bytes it substitutes, grow linearly, however often a value reads a long
/// property.
@Suite struct VarInValueScalingTests {
  private let vocabulary = StyleVocabulary.standard

  private func steps(_ text: String) -> Int {
    WorkCounter.steps { _ = vocabulary.load(text, named: "scale.css") }
  }

  @Test func manyValuesReadingAVarAreLinear() {
    let sheet = { (count: Int) in
      ":root { --gap: 4px; }\n"
        + (0..<count).map { "View.v\($0) { padding: var(--gap) \($0)px; }" }
        .joined(separator: "\n")
    }
    let growth = Growth(from: 1_000) { count in steps(sheet(count)) }
    #expect(growth.isLinear, "\(growth)")
    #expect(vocabulary.load(sheet(100), named: "gap.css").diagnostics.isEmpty)
  }

  @Test func valuesReadingALongPropertyOftenAreCapped() {
    // Each value reads a property as long as the sheet's first part, twice: substituted in
    // full, the values would grow as the square of the sheet. Past four times the sheet's
    // size for each theme, the rest are errors instead.
    let sheet = { (count: Int) in
      ":root { --long: \(String(repeating: "a ", count: count)); }\n"
        + (0..<count).map { "View.v\($0) { border: var(--long) var(--long); }" }
        .joined(separator: "\n")
    }
    let growth = Growth(from: 500) { count in steps(sheet(count)) }
    #expect(growth.isLinear, "\(growth)")
    let codes = vocabulary.load(sheet(500), named: "long.css").codes
    #expect(codes.contains(.substitutionTooLong))
  }
}
