import CascadeReferenceModel
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The engine against the reference model of the cascade, on random worlds, sheets and
/// mutations: after every application, every object's every property, and the source each
/// property has in the applied sheet's explanation, must be what the model says.
///
/// A failure names the seed and the case; `SeededChoices(seed: seed << 32 | case)` runs
/// that case alone. With `CASCADE_TRANSCRIPTS=1` in the environment a failure also shows
/// the whole case: its objects, its sheets' rules and each step.
@Suite struct ReferenceModelTests {
  static let fixedSeeds: [UInt64] = [1, 2, 3, 4, 5, 6, 7, 8]
  /// Cases per seed: with eight seeds, a thousand cases a run.
  static let casesPerSeed = 125

  @Test(arguments: fixedSeeds)
  func engineAgreesWithTheReferenceModel(seed: UInt64) {
    check(Differential(), seed: seed, cases: Self.casesPerSeed)
  }

  /// The harness itself: on the part of the cascade that keeps one winner per property for
  /// one sheet at a time, which the engine has long got right, there is nothing to find.
  @Test(arguments: fixedSeeds.prefix(2))
  func engineAgreesOnTheSimpleSubset(seed: UInt64) {
    check(Differential(features: .simple), seed: seed, cases: 50)
  }

  /// Long selectors on deep chains (``Limits/deep``): up to 12 steps against ancestries of
  /// up to 64 objects, where a matcher that tried every way down an ancestry once took time
  /// exponential in the steps.
  @Test(arguments: fixedSeeds.prefix(2))
  func engineAgreesOnLongSelectorsInDeepTrees(seed: UInt64) {
    check(Differential(limits: .deep), seed: seed, cases: 50)
  }

  /// Runs `cases` cases of a seed, each seeded on its own, and reports the first
  /// disagreement with how many cases disagreed.
  private func check(_ differential: Differential, seed: UInt64, cases: Int) {
    var first: (index: Int, mismatch: Mismatch)?
    var failures = 0
    for index in 0..<cases {
      var choices = SeededChoices(seed: seed << 32 | UInt64(index))
      guard let mismatch = differential.check(using: &choices) else { continue }
      failures += 1
      if first == nil { first = (index, mismatch) }
    }
    guard let (index, mismatch) = first else { return }
    var report = "seed \(seed), case \(index), \(mismatch) [\(failures) of \(cases) disagree]"
    if getenv("CASCADE_TRANSCRIPTS") != nil {
      report += "\n" + mismatch.transcript.joined(separator: "\n")
    }
    #expect(failures == 0, "\(report)")
  }
}
