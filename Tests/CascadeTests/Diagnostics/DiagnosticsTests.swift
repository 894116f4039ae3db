import Cascade
import Testing

@Suite struct DiagnosticsTests {
  @Test func applyingWithoutAContextReportsAMissingTokenAndAppliesTheRest() {
    let reports = Lock<[MissingToken]>([])
    let card = Card()
    StyleDiagnostics.withHandlers(missingToken: { missing in
      reports.withLock { $0.append(missing) }
    }) {
      Style<Card> {
        Setter(\.subtitle, .token(.farewell))
        Setter(\.title, .token(.greeting))
      }.apply(to: card)
    }

    let names = reports.withLock { $0.map(\.name) }
    #expect(names == ["farewell"])
    #expect(card.title == "Hello")
    #expect(card.subtitle == nil)
  }

  @Test func applyingWithoutAContextUsesTokenDefaultsSilently() {
    let reports = Lock(0)
    let card = Card()
    StyleDiagnostics.withHandlers(missingToken: { _ in reports.withLock { $0 += 1 } }) {
      Style<Card> { Setter(\.title, .token(.greeting)) }.apply(to: card)
    }
    #expect(reports.withLock { $0 } == 0)
    #expect(card.title == "Hello")
  }

  @Test func scopedHandlersNestAndLeaveTheOuterOnesInForce() async {
    let outer = Lock<[String]>([])
    let inner = Lock<[String]>([])
    let card = Card()
    await StyleDiagnostics.withHandlers(missingToken: { m in outer.withLock { $0.append(m.name) } })
    {
      await StyleDiagnostics.withHandlers(cycle: { _ in }) {
        Style<Card> { Setter(\.subtitle, .token(.farewell)) }.apply(to: card)
      }
      let innerHandler: @Sendable (MissingToken) -> Void = { m in
        inner.withLock { $0.append(m.name) }
      }
      await StyleDiagnostics.withHandlers(missingToken: innerHandler) {
        Style<Card> { Setter(\.subtitle, .token(.farewell)) }.apply(to: card)
      }
      await Task.yield()
      Style<Card> { Setter(\.subtitle, .token(.farewell)) }.apply(to: card)
    }
    #expect(outer.withLock { $0 } == ["farewell", "farewell"])
    #expect(inner.withLock { $0 } == ["farewell"])
  }

  @Test func aScopedHandlerSeesOnlyItsOwnTasksReports() async {
    let counts = Lock<[Int]>([0, 0])
    await withTaskGroup(of: Void.self) { group in
      for index in 0..<2 {
        group.addTask {
          StyleDiagnostics.withHandlers(missingToken: { _ in counts.withLock { $0[index] += 1 } }) {
            for _ in 0...index {
              Style<Card> { Setter(\.subtitle, .token(.farewell)) }.apply(to: Card())
            }
          }
        }
      }
    }
    #expect(counts.withLock { $0 } == [1, 2])
  }
}
