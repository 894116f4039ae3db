import Cascade
import Testing

@Suite struct ModifierTests {
  @Test func everyWritablePropertyIsAModifier() {
    let style = Style<Card>().setting(\.title, to: "Hi").setting(\.lines, to: 2).setting(
      \.isHidden, to: false
    ).setting(\.insets, to: Insets(top: 1))
    let card = Card()
    style.apply(to: card)
    #expect(card.title == "Hi")
    #expect(card.lines == 2)
    #expect(card.insets.top == 1)
    #expect(style.count == 4)
  }

  @Test func aModifierReturnsANewStyle() {
    let empty = Style<Card>()
    let titled = empty.setting(\.title, to: "x")
    #expect(empty.isEmpty)
    #expect(titled.count == 1)
  }

  @Test func aModifierEqualsTheBlockSetter() {
    let modified = Style<Card>().setting(\.lines, to: 2).setting(\.title, to: "x")
    let block = Style<Card> {
      Setter(\.lines, 2)
      Setter(\.title, "x")
    }
    #expect(modified == block)
  }

  @Test func modifiersAndBlocksOverrideEachOther() {
    let block = Style<Card> { Setter(\.lines, 2) }
    let overridden = block.setting(\.lines, to: 5)
    #expect(overridden.count == 1)
    #expect(overridden.value(for: \.lines) == 5)

    let back = Style<Card> {
      overridden
      Setter(\.lines, 1)
    }
    #expect(back.value(for: \.lines) == 1)
  }

  @Test func aModifierRecordsItsCallSite() {
    let line = #line + 1
    let style = Style<Card>().setting(\.lines, to: 3)
    #expect(style.setters[0].location == SourceLocation(fileID: #fileID, line: line))
  }

  @Test func modifiersWorkOnValueTypeRoots() {
    var configuration = ButtonConfiguration()
    Style<ButtonConfiguration>().setting(\.cornerRadius, to: 3).apply(to: &configuration)
    #expect(configuration.cornerRadius == 3)
  }
}
