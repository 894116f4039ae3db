import Foundation
import HeadlessBrowser
import Testing

/// Chromium as the reference model of text sheets: seeded random trees and sheets in the
/// subset of CSS both claim, and random corruptions of them, styled by Cascade and by
/// headless Chromium in light and in dark, every compared value of every view compared.
///
/// `.ci/run` runs a fixed number of cases; set `CASCADE_DIFFERENTIAL_CASES` for more (and
/// `CASCADE_DIFFERENTIAL_SEED` for another first seed), as in
/// `CASCADE_DIFFERENTIAL_CASES=20000 swift test --filter BrowserDifferentialTests`.
@Suite(
  .serialized,
  .enabled(
    if: Chromium.installed != nil,
    Comment(rawValue: Chromium.missingMessage(for: "the comparisons of text sheets with a browser"))
  )
)
struct BrowserDifferentialTests {
  /// The cases of each kind a run compares.
  static let caseCount: Int = {
    let environment = ProcessInfo.processInfo.environment
    return environment["CASCADE_DIFFERENTIAL_CASES"].flatMap(Int.init) ?? 500
  }()

  static let firstSeed: UInt64 = {
    let environment = ProcessInfo.processInfo.environment
    return environment["CASCADE_DIFFERENTIAL_SEED"].flatMap(UInt64.init) ?? 1
  }()

  /// What the generated sheets hold beyond the subset of every case.
  static let features = BrowserCaseFeatures(varInsideValues: true)

  @Test func theSharedSubsetAgreesOnEveryValue() throws {
    let chromium = try #require(Chromium.installed)
    let cases = (0..<UInt64(Self.caseCount)).map {
      BrowserCaseGenerator.makeCase(seed: Self.firstSeed &+ $0, features: Self.features)
    }
    let report = try BrowserReport(cases: cases, chromium: chromium)
    print(report.summary(of: "valid sheets"))
    #expect(report.disagreements.count == 0, "\(report.details())")
  }

  @Test(arguments: [1, 3])
  func corruptedSheetsAgreeApartFromTheDocumentedDifferences(edits: Int) throws {
    let chromium = try #require(Chromium.installed)
    let cases = (0..<UInt64(Self.caseCount)).map {
      BrowserCaseGenerator.makeCase(
        seed: Self.firstSeed &+ 1_000_000 &* UInt64(edits) &+ $0, features: Self.features,
        corruptions: edits)
    }
    let report = try BrowserReport(cases: cases, chromium: chromium)
    print(report.summary(of: "sheets with \(edits) random edit\(edits == 1 ? "" : "s")"))
    print(report.explanations)
    // Every case on which the two disagree is one of the differences the docs list, each
    // with its reason, and recognised by what Cascade reports.
    #expect(report.unexplainedCases.isEmpty, "\(report.details(of: report.unexplainedCases))")
  }
}
