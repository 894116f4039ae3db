import CascadeViews
import Testing

/// What a named modifier's setter must stay, however it is built: the key-path setter of
/// its property in identity, value, restoration and equality, on the style's own root.
@Suite struct ModifierIdentityTests {
  final class Badge: Label {}

  @Test func aModifierHasTheIdentityOfItsPropertyOnTheStylesRoot() {
    #expect(Style<Label>().text("a").identities == [.keyPath(\Label.text)])
    #expect(Style<Label>().alpha(0.5).identities == [.keyPath(\Label.alpha)])
    // On a subclass, twice: the second identity is the one kept from the first.
    for _ in 0..<2 {
      #expect(Style<Badge>().text("a").identities == [.keyPath(\Badge.text)])
      #expect(Style<Badge>().alpha(0.5).identities == [.keyPath(\Badge.alpha)])
    }
  }

  @Test func aModifierEqualsTheKeyPathSetterForTheSameValue() {
    let modifier = Style<Badge>().text("a").alpha(0.5)
    let block = Style<Badge> {
      Setter(\.text, "a")
      Setter(\.alpha, 0.5)
    }
    #expect(modifier == block)
    #expect(modifier.setters.map { "\($0.value)" } == ["Optional(\"a\")", "0.5"])
  }

  @Test func aModifierIsCapturedAndRestored() {
    let label = Badge()
    label.text = "old"
    label.alpha = 0.25
    let style = Style<Badge>().text("new").alpha(1)
    let original = style.capturingCurrentValues(of: label)
    style.apply(to: label)
    #expect(label.text == "new")
    original.apply(to: label)
    #expect(label.text == "old")
    #expect(label.alpha == 0.25)
  }

  @Test func aChainLeavesTheStyleItStartedFromAsItWas() {
    let base = Style<Label>().text("a")
    let first = base.font(.body)
    let second = base.numberOfLines(2).text("b")
    #expect(base.count == 1)
    #expect(first.count == 2)
    #expect(second.count == 2)
    #expect(second.value(for: .keyPath(\Label.text)).map { "\($0)" } == "Optional(\"b\")")
    #expect(base.value(for: .keyPath(\Label.text)).map { "\($0)" } == "Optional(\"a\")")
  }
}
