import Cascade
import Testing

@Suite struct StyleApplicableTests {
  final class Badge: StyleApplicable {
    var number = 0
    var label = ""
  }

  @Test func styleAppliesAndReturnsTheSameObject() {
    let badge = Badge()
    let returned = badge.style(Style<Badge>().setting(\.number, to: 3).setting(\.label, to: "new"))
    #expect(returned === badge)
    #expect(badge.number == 3)
    #expect(badge.label == "new")
  }

  @Test func styleChainsAtCreation() {
    let badge = Badge().style(Style { Setter(\.number, 1) }).style(
      Style().setting(\.label, to: "x"))
    #expect(badge.number == 1)
    #expect(badge.label == "x")
  }
}
