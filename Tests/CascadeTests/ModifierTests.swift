import Cascade
import Testing

@Suite struct ModifierTests {
  @Test func everyWritablePropertyIsAModifier() {
    let style = Style<Card>().title("Hi").lines(2).isHidden(false).insets(Insets(top: 1))
    let card = Card()
    style.apply(to: card)
    #expect(card.title == "Hi")
    #expect(card.lines == 2)
    #expect(card.insets.top == 1)
    #expect(style.count == 4)
  }

  @Test func aModifierReturnsANewStyle() {
    let empty = Style<Card>()
    let titled = empty.title("x")
    #expect(empty.isEmpty)
    #expect(titled.count == 1)
  }

  @Test func aModifierEqualsTheBlockSetter() {
    let modified = Style<Card>().lines(2).title("x")
    let block = Style<Card> {
      Setter(\.lines, 2)
      Setter(\.title, "x")
    }
    #expect(modified == block)
  }

  @Test func modifiersAndBlocksOverrideEachOther() {
    let block = Style<Card> { Setter(\.lines, 2) }
    let overridden = block.lines(5)
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
    let style = Style<Card>().lines(3)
    #expect(style.setters[0].location == SourceLocation(fileID: #fileID, line: line))
  }

  @Test func modifiersWorkOnValueTypeRoots() {
    var configuration = ButtonConfiguration()
    Style<ButtonConfiguration>().cornerRadius(3).apply(to: &configuration)
    #expect(configuration.cornerRadius == 3)
  }
}
