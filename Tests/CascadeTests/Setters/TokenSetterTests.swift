import Cascade
import Testing

@Suite struct TokenSetterTests {
  let greeting = Token<String>("greeting", default: "Hello")

  @Test func aTokenArgumentMakesTheSameSetterAsATokenValue() {
    let labelled = Style<Card> { Setter(\.title, token: greeting) }
    let valued = Style<Card> { Setter(\.title, .token(greeting)) }
    #expect(labelled == valued)
    #expect(labelled.identities == [.keyPath(\Card.title)])
  }

  @Test func aTokenArgumentResolvesInTheThemeItIsAppliedIn() throws {
    var theme = Theme(name: "Brand")
    theme[greeting] = "Welcome"
    let card = Card()
    try Style<Card> { Setter(\.title, token: greeting) }
      .apply(to: card, in: StyleContext(theme: theme))
    #expect(card.title == "Welcome")
    Style<Card> { Setter(\.title, token: greeting) }.apply(to: card)
    #expect(card.title == "Hello")
  }

  @Test func aTokenOfTheWrappedTypeWritesAnOptionalProperty() {
    let card = Card()
    Style<Card> { Setter(\.subtitle, token: greeting) }.apply(to: card)
    #expect(card.subtitle == "Hello")
  }

  @Test func theKeyPathModifierTakesATokenAndOverridesTheBlockSetter() {
    let chained = Style<Card> { Setter(\.title, "plain") }.setting(\.title, token: greeting)
    #expect(chained.count == 1)
    #expect(chained == Style<Card> { Setter(\.title, token: greeting) })
    let card = Card()
    chained.apply(to: card)
    #expect(card.title == "Hello")
  }
}
