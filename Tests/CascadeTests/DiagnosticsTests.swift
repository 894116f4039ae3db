import Cascade
import Testing

/// Serialized: the handler is process-wide.
@Suite(.serialized) struct DiagnosticsTests {
  @Test func applyingWithoutAContextReportsAMissingTokenAndAppliesTheRest() {
    let reports = Lock<[MissingToken]>([])
    StyleDiagnostics.setHandler { missing in reports.withLock { $0.append(missing) } }
    defer { StyleDiagnostics.resetHandler() }

    let card = Card()
    Style<Card> {
      Setter(\.subtitle, .token(.farewell))
      Setter(\.title, .token(.greeting))
    }.apply(to: card)

    let names = reports.withLock { $0.map(\.name) }
    #expect(names == ["farewell"])
    #expect(card.title == "Hello")
    #expect(card.subtitle == nil)
  }

  @Test func applyingWithoutAContextUsesTokenDefaultsSilently() {
    let reports = Lock(0)
    StyleDiagnostics.setHandler { _ in reports.withLock { $0 += 1 } }
    defer { StyleDiagnostics.resetHandler() }
    let card = Card()
    Style<Card> { Setter(\.title, .token(.greeting)) }.apply(to: card)
    #expect(reports.withLock { $0 } == 0)
    #expect(card.title == "Hello")
  }
}
