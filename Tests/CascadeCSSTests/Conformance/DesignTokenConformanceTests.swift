import CascadeCSS
import Testing

/// Every case of the Design Tokens conformance corpus, loaded through the public API and
/// compared, token by token, with what the format says (its `manifest.json`): each check
/// agrees, or differs as "Differences from the format" documents, or awaits a value type
/// that Cascade does not read yet, which the report lists. The corpus lives outside the
/// repository; without it the test skips, saying where to put it.
@Suite struct DesignTokenConformanceTests {
  @Test(
    .enabled(
      if: ConformanceCorpus.location != nil, Comment(rawValue: ConformanceCorpus.missingMessage)))
  func everyCheckAgreesOrDiffersAsDocumented() throws {
    let corpus = try ConformanceCorpus(at: try #require(ConformanceCorpus.location))
    let runs = try corpus.cases.map { ConformanceRun($0, text: try corpus.text(of: $0)) }
    let tally = ConformanceTally(runs)
    print(tally.report)
    for (run, check, reason) in tally.disagreements {
      Issue.record("\(run.testCase.id): `\(check.path)`: \(reason)")
    }
    #expect(runs.count == corpus.cases.count)
  }
}
