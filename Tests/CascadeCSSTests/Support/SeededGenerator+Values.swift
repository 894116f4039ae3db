import CascadeReferenceModel
import CascadeViews

/// Random values of the substitutes' types, for the value syntax round trips.
extension SeededGenerator {
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
