import Cascade
import Testing

@Suite struct CaptureTests {
  @Test func aCaptureRestoresWhatTheStyleOverwrote() {
    let card = Card()
    card.title = "original"
    let style = Style<Card> {
      Setter(\.title, "styled")
      Setter(\.insets.top, 9)
      Setter(\.subtitle, "sub")
    }
    let original = style.capturingCurrentValues(of: card)
    style.apply(to: card)
    #expect(card.title == "styled")
    original.apply(to: card)
    #expect(card.title == "original")
    #expect(card.insets.top == 0)
    #expect(card.subtitle == nil)
  }

  @Test func aValueIsCapturedWithoutBeingChanged() {
    var insets = Insets(top: 1, bottom: 2)
    let style = Style<Insets> {
      Setter(\.top, 8)
      Setter(\.bottom, .token(Token("spacing", default: 4)))
    }
    let original = style.capturingCurrentValues(of: insets)
    #expect(insets == Insets(top: 1, bottom: 2))
    style.apply(to: &insets)
    #expect(insets == Insets(top: 8, bottom: 4))
    original.apply(to: &insets)
    #expect(insets == Insets(top: 1, bottom: 2))
  }

  @Test func capturingChangesNothing() {
    let card = Card()
    _ = Style<Card> { Setter(\.lines, 5) }.capturingCurrentValues(of: card)
    #expect(card.totalWrites == 0)
  }

  @Test func aCaptureHasTheStylesIdentitiesInItsOrder() {
    let style = Style<Card> {
      Setter(\.lines, 2)
      Setter(\.title, .token(.greeting))
    }
    let original = style.capturingCurrentValues(of: Card())
    #expect(original.identities == style.identities)
    #expect(original.value(for: \.lines) == 1)
    #expect(original.value(for: \.title) == "")
  }

  @Test func customSettersAreCapturedOnlyWithAReader() {
    let readable = Setter<Card, String>(
      .keyPath(\Card.title, qualifier: "normal"), value: "x", read: { $0.titles["normal"] ?? "" }
    ) { card, title in card.setTitle(title, for: "normal") }
    let blind = Setter<Card, String>(.named("blind"), value: "y") { _, _ in }
    let original = Style<Card> {
      readable
      blind
    }.capturingCurrentValues(of: Card())
    #expect(original.count == 1)
    #expect(original.identities == [readable.identity])
  }

  @Test func aLiftedStyleCapturesForTheSubclass() {
    let circle = Circle()
    circle.fill = "blue"
    let base = Style<Shape> { Setter(\.fill, "white") }
    let lifted: Style<Circle> = base.lifted(upcast: { $0 })
    let original = lifted.capturingCurrentValues(of: circle)
    lifted.apply(to: circle)
    original.apply(to: circle)
    #expect(circle.fill == "blue")
    #expect(original.identities == [.keyPath(\Circle.fill)])
  }
}
