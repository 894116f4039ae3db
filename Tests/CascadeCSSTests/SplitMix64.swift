import CascadeViews

/// A small seeded generator, so that a failing random case is the same on every run.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A fraction from 0 to 1: a whole byte's fraction, an end, or any Double between, so
  /// that hex, `rgb()` and `color(srgb …)` texts all occur.
  mutating func fraction() -> Double {
    switch Int.random(in: 0..<4, using: &self) {
    case 0: Double(Int.random(in: 0...255, using: &self)) / 255
    case 1: element(of: [0, 1, 0.5])
    default: Double.random(in: 0...1, using: &self)
    }
  }

  /// A length in `range`: whole, tiny, or with every digit a Double has.
  mutating func length(in range: ClosedRange<Double> = -1_000...1_000) -> Double {
    switch Int.random(in: 0..<4, using: &self) {
    case 0: Double(Int.random(in: Int(range.lowerBound)...Int(range.upperBound), using: &self))
    case 1: range.lowerBound + Double.random(in: 0...1e-6, using: &self)
    default: Double.random(in: range, using: &self)
    }
  }

  mutating func color() -> Color {
    Color(red: fraction(), green: fraction(), blue: fraction(), opacity: fraction())
  }

  mutating func element<T>(of elements: [T]) -> T {
    elements[Int.random(in: 0..<elements.count, using: &self)]
  }
}
