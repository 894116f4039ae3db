import CascadeViews
import Testing

@Suite struct CaptureModifierTests {
  @Test func namedModifiersAndPerStateSettersAreCapturedAndRestored() {
    let button = Button()
    button.setTitle("Original", for: .normal)
    let style = Style<Button>()
      .alpha(0.5).cornerRadius(8).padding(4)
      .title("Styled", for: .normal).title("Pressed", for: .highlighted)
      .backgroundColor(.blue, for: .normal)
    let original = style.capturingCurrentValues(of: button)
    #expect(original.count == style.count)

    button.style(style)
    button.style(original)
    #expect(button.alpha == 1)
    #expect(button.cornerRadius == 0)
    #expect(button.layoutMargins == EdgeInsets(all: 8))
    #expect(button.titles == [.normal: "Original"])
    #expect(button.backgroundColors.isEmpty)
  }

  @Test func aViewStyleNestedInALabelBlockIsCaptured() {
    let label = Label()
    let style = Style<Label> {
      Style<View>().cornerRadius(6).lifted()
      Setter(\.text, "Hi")
    }
    let original = style.capturingCurrentValues(of: label)
    label.style(style).style(original)
    #expect(label.cornerRadius == 0)
    #expect(label.text == nil)
  }
}
