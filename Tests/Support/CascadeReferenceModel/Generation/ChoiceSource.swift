/// Where a random world's choices come from: a seeded generator for tests, a fuzzer's bytes
/// for fuzzing.
///
/// ```swift
/// var choices = SeededChoices(seed: 7)
/// let mismatch = Differential().check(using: &choices)
/// ```
public protocol ChoiceSource {
  /// A number from 0 up to, not including, `count`.
  ///
  /// - Parameter count: How many choices there are; at least 1.
  /// - Returns: The choice.
  mutating func choose(below count: Int) -> Int

  /// Whether the source has run out, so that a case should end; a seeded source never does.
  var isExhausted: Bool { get }
}
