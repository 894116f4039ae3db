import Cascade
import CascadeReferenceModel
import Testing

/// Overrides resolve as the obvious rule says, whichever of their two paths runs: a few
/// setters are compared pair by pair, more are hashed. The rule, written out: the last
/// setter for each property wins, at its own place.
@Suite struct OverridePropertyTests {
  /// A property a generated setter writes, and how to make a setter for it.
  private static let properties: [(name: String, make: @Sendable (Int) -> AnySetter<Card>)] = [
    ("title", { AnySetter(Setter(\Card.title, "t\($0)", line: $0)) }),
    ("lines", { AnySetter(Setter(\Card.lines, $0, line: $0)) }),
    ("alpha", { AnySetter(Setter(\Card.alpha, Double($0), line: $0)) }),
    ("isHidden", { AnySetter(Setter(\Card.isHidden, $0.isMultiple(of: 2), line: $0)) }),
    ("insets.top", { AnySetter(Setter(\Card.insets.top, Double($0), line: $0)) }),
    ("insets.bottom", { AnySetter(Setter(\Card.insets.bottom, Double($0), line: $0)) }),
    // The same property as `insets.top`, by a key path made at run time: another object,
    // equal to the literal's.
    (
      "insets.top",
      { line in
        let insets: ReferenceWritableKeyPath<Card, Insets> = \Card.insets
        let top: WritableKeyPath<Insets, Double> = \Insets.top
        return AnySetter(Setter(insets.appending(path: top), Double(line), line: line))
      }
    ),
    ("subtitle", { AnySetter(Setter(\Card.subtitle, "s\($0)", line: $0)) }),
    ("named", { AnySetter(Setter<Card, Int>(.named("named"), value: $0, line: $0) { _, _ in }) }),
    ("other", { AnySetter(Setter<Card, Int>(.named("other"), value: $0, line: $0) { _, _ in }) }),
  ]

  /// Names Swift calls equal are one identity, however their bytes differ.
  @Test func namesEqualAsStringsOverrideEachOther() {
    let composed = Setter<Card, Int>(.named("caf\u{E9}"), value: 1) { _, _ in }
    let decomposed = Setter<Card, Int>(.named("cafe\u{301}"), value: 2) { _, _ in }
    #expect(
      Style<Card> {
        composed; decomposed
      }.count == 1)
    #expect(Style<Card>().setting(composed).setting(decomposed).count == 1)
  }

  @Test(arguments: [1, 2, 3, 4] as [UInt64])
  func theLastSetterForEachPropertyWinsAtItsPlace(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    for _ in 0..<250 {
      // Up to 40 setters, across the pairwise limit, from a pool small enough to repeat.
      let count = Int.random(in: 0...40, using: &random)
      let pool = Int.random(in: 1...Self.properties.count, using: &random)
      let picks = (0..<count).map { _ in Int.random(in: 0..<pool, using: &random) }
      let setters = picks.enumerated().map { line, pick in Self.properties[pick].make(line) }
      let style = Style<Card> { for setter in setters { setter } }

      let names = picks.map { Self.properties[$0].name }
      let expected = names.indices.filter { index in
        !names[(index + 1)...].contains(names[index])
      }
      #expect(style.setters.map(\.location.line) == expected, "picks \(picks)")
    }
  }
}
