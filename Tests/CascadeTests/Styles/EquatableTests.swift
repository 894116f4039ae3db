import Cascade
import Testing

@Suite struct EquatableTests {
  @Test func stylesWithTheSameSettersAreEqualWhereverDeclared() {
    let first = Style<Card> { Setter(\.title, "x") }
    let second = Style<Card> { Setter(\.title, "x") }
    #expect(first == second)
  }

  @Test func differentValuesIdentitiesOrOrderMakeStylesDiffer() {
    let style = Style<Card> {
      Setter(\.title, "x")
      Setter(\.lines, 1)
    }
    let otherValue = Style<Card> {
      Setter(\.title, "y")
      Setter(\.lines, 1)
    }
    let fewer = Style<Card> { Setter(\.title, "x") }
    let reordered = Style<Card> {
      Setter(\.lines, 1)
      Setter(\.title, "x")
    }
    #expect(style != otherValue)
    #expect(style != fewer)
    #expect(style != reordered)
  }

  @Test func aValueThatIsNotEquatableEqualsOnlyItsOwnStyle() {
    struct Opaque: Sendable {}
    let setter = Setter<Card, Opaque>(.named("opaque"), value: Opaque()) { _, _ in }
    let style = Style<Card> { setter }
    let copy = style
    #expect(style == copy)
    #expect(style != Style<Card> { setter })
  }

  @Test func valuesOfDifferentTypesForOneIdentityDiffer() {
    let number = Setter<Card, Int>(.named("n"), value: 1) { _, _ in }
    let text = Setter<Card, String>(.named("n"), value: "1") { _, _ in }
    #expect(Style<Card> { number } != Style<Card> { text })
  }
}
