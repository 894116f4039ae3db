/// Choices from SplitMix64, a small seedable generator: the same seed makes the same case.
///
/// ```swift
/// var choices = SeededChoices(seed: 42)
/// choices.choose(below: 6)
/// ```
public struct SeededChoices: ChoiceSource, Sendable {
  private var state: UInt64

  /// Creates choices from a seed.
  ///
  /// - Parameter seed: Any number; equal seeds make equal choices.
  public init(seed: UInt64) {
    state = seed
  }

  /// A number below `count`, uniformly.
  ///
  /// - Parameter count: How many choices there are; at least 1.
  /// - Returns: The choice.
  public mutating func choose(below count: Int) -> Int {
    Int(next() % UInt64(count))
  }

  /// Never: a seeded source goes on for ever.
  public var isExhausted: Bool { false }

  private mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }
}
