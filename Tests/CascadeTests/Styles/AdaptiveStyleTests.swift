import Cascade
import Testing

@Suite struct AdaptiveStyleTests {
  let style = Style<Card> {
    Setter(\.title, "base")
    Style.adaptive { traits in
      if traits.density == .compact {
        Setter(\.lines, 1)
      } else {
        Setter(\.lines, 3)
      }
    }
  }

  @Test func anAdaptiveBlockBranchesOnTheTraitsItIsAppliedIn() throws {
    let card = Card()
    try style.apply(
      to: card, in: StyleContext(traits: Traits().setting(DensityKey.self, to: .compact)))
    #expect(card.lines == 1)
    try style.apply(to: card, in: StyleContext())
    #expect(card.lines == 3)
    #expect(card.title == "base")
  }

  @Test func aLaterSetterStillWinsOverTheAdaptiveBlock() throws {
    let overridden = Style<Card> {
      style
      Setter(\.lines, 7)
    }
    let card = Card()
    try overridden.apply(to: card, in: StyleContext())
    #expect(card.lines == 7)
  }

  @Test func missingTokensInsideAnAdaptiveBlockAreReported() {
    let adaptive = Style<Card>.adaptive { _ in Setter(\.subtitle, .token(.farewell)) }
    #expect(throws: UnresolvedTokensError.self) {
      try adaptive.apply(to: Card(), in: StyleContext())
    }
  }

  @Test func adaptiveBlocksMadeAtOneLineDoNotOverrideEachOther() throws {
    func whenCompact(_ style: Style<Card>) -> Style<Card> {
      Style.adaptive { traits in
        if traits.density == .compact { style }
      }
    }
    let style = Style<Card> {
      whenCompact(Style { Setter(\.lines, 1) })
      whenCompact(Style { Setter(\.title, "compact") })
    }
    let card = Card()
    try style.apply(
      to: card, in: StyleContext(traits: Traits().setting(DensityKey.self, to: .compact)))
    #expect(style.count == 2)
    #expect(card.lines == 1)
    #expect(card.title == "compact")
  }
}
