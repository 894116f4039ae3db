import Cascade
import Testing

@Suite struct CompositionTests {
  let base = Style<Card> {
    Setter(\.title, "base")
    Setter(\.lines, 2)
    Setter(\.alpha, 0.8)
  }
  let emphasis = Style<Card> {
    Setter(\.title, "emphasis")
    Setter(\.isHidden, false)
  }

  @Test func composeGivesTheResultOfApplyingEachStyleInTurn() {
    let sequential = Card()
    base.apply(to: sequential)
    emphasis.apply(to: sequential)

    let composed = Card()
    Style.compose(base, emphasis).apply(to: composed)

    #expect(composed.title == sequential.title)
    #expect(composed.lines == sequential.lines)
    #expect(composed.alpha == sequential.alpha)
    #expect(composed.isHidden == sequential.isHidden)
  }

  @Test func composeWritesEachPropertyOnce() {
    let card = Card()
    Style.compose(base, emphasis, base).apply(to: card)
    #expect(card.writes.values.allSatisfy { $0 == 1 })
    #expect(card.title == "base")
  }

  @Test func composingNothingOrOneStyleIsThatStyle() {
    #expect(Style<Card>.compose([]).isEmpty)
    #expect(Style.compose(base) == base)
  }

  @Test func extendingInheritsAndOverrides() {
    let title = Style<Card>(extending: base) {
      Setter(\.title, "title")
    }
    #expect(title.count == 3)
    #expect(title.value(for: \.title) == "title")
    #expect(title.value(for: \.lines) == 2)
  }

  @Test func extendingLeavesTheBaseUnchanged() {
    _ = Style<Card>(extending: base) { Setter(\.lines, 9) }
    #expect(base.value(for: \.lines) == 2)
  }

  @Test func settingAddsOrReplacesOneSetter() {
    let hidden = base.setting(Setter(\.isHidden, true))
    let retitled = base.setting(Setter(\.title, "new"))
    #expect(hidden.count == 4)
    #expect(retitled.count == 3)
    #expect(retitled.identities.last == .keyPath(\Card.title))
    #expect(retitled.value(for: \.title) == "new")
  }

}
