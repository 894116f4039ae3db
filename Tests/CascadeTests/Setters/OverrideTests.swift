import Cascade
import Testing

@Suite struct OverrideTests {
  @Test func theLaterSetterForAPropertyWins() {
    let style = Style<Card> {
      Setter(\.title, "first")
      Setter(\.lines, 2)
      Setter(\.title, "second")
    }
    let card = Card()
    style.apply(to: card)
    #expect(card.title == "second")
    #expect(style.count == 2)
  }

  @Test func theWinnerTakesTheLaterPlace() {
    let style = Style<Card> {
      Setter(\.title, "first")
      Setter(\.lines, 2)
      Setter(\.title, "second")
    }
    #expect(style.identities == [.keyPath(\Card.lines), .keyPath(\Card.title)])
  }

  @Test func anOverriddenPropertyIsWrittenOnce() {
    let card = Card()
    Style<Card> {
      Setter(\.alpha, 0.1)
      Setter(\.alpha, 0.2)
      Setter(\.alpha, 0.3)
    }.apply(to: card)
    #expect(card.alpha == 0.3)
    #expect(card.writes["alpha"] == 1)
  }

  @Test func aNestedPathAndItsParentAreDifferentProperties() {
    let style = Style<Card> {
      Setter(\.insets, Insets(top: 1, bottom: 1))
      Setter(\.insets.top, 9)
    }
    let card = Card()
    style.apply(to: card)
    #expect(style.count == 2)
    #expect(card.insets == Insets(top: 9, bottom: 1))
  }
}
