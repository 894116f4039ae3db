import CascadeViews
import Testing

@Suite struct ChangeAccountingTests {
  @Test func aWriteThatChangesAValueCounts() {
    let view = View()
    view.alpha = 0.5
    view.isHidden = true
    #expect(view.changeCount == 2)
    #expect(view.changedProperties == ["alpha", "isHidden"])
  }

  @Test func aWriteOfAnEqualValueDoesNotCount() {
    let label = Label()
    label.numberOfLines = 1
    label.alpha = 1
    label.backgroundColor = nil
    #expect(label.changeCount == 0)
    #expect(label.changedProperties.isEmpty)
  }

  @Test func repeatedChangesCountEachTimeButListThePropertyOnce() {
    let view = View()
    view.alpha = 0.5
    view.alpha = 0.25
    #expect(view.changeCount == 2)
    #expect(view.changedProperties == ["alpha"])
  }

  @Test func resettingStartsAfresh() {
    let view = View()
    view.cornerRadius = 4
    view.resetChangeCount()
    #expect(view.changeCount == 0)
    #expect(view.changedProperties.isEmpty)
  }

  @Test func reapplyingAnIdenticalStyleChangesNothing() {
    let style = Style<Label>().text("Hi").font(.headline).textColor(.gray).cornerRadius(6)
    let label = Label()
    style.apply(to: label)
    #expect(label.changeCount == 4)
    label.resetChangeCount()
    style.apply(to: label)
    #expect(label.changeCount == 0)
  }

  @Test func perStateValuesCountUnderTheirState() {
    let button = Button()
    button.setTitle("Follow", for: .normal)
    button.setTitle("Follow", for: .normal)
    button.setTitleColor(.white, for: .highlighted)
    #expect(button.changeCount == 2)
    #expect(button.changedProperties == ["titles[normal]", "titleColors[highlighted]"])
  }

  @Test func namesMatchThePropertyNamesOfStyles() {
    let label = Label()
    let style = Style<Label>().alpha(0.5).numberOfLines(2).textAlignment(.center)
    style.apply(to: label)
    #expect(label.changedProperties == style.identities.map(\.description))
  }
}

@Suite struct NaNChangeAccountingTests {
  @Test(arguments: [
    Style<View> { Setter(\.layoutMargins.top, .nan) },
    Style<View> { Setter(\.layoutMargins, EdgeInsets(all: .nan)) },
    Style<View> { Setter(\.alpha, .nan) },
    Style<View> { Setter(\.cornerRadius, .nan) },
    Style<View> { Setter(\.shadow, Shadow(offset: Size(width: .nan, height: 0))) },
    Style<View> { Setter(\.border, Border(width: .nan, color: .red)) },
    Style<View> { Setter(\.backgroundColor, Color(red: .nan, green: 0, blue: 0)) },
  ])
  func reapplyingAStyleThatWritesNaNChangesNothing(_ style: Style<View>) {
    let view = View()
    style.apply(to: view)
    view.resetChangeCount()
    style.apply(to: view)
    #expect(view.changeCount == 0)
  }

  @Test func reapplyingNaNToASubclassPropertyChangesNothing() {
    let stack = StackView()
    let button = Button()
    let label = Label()
    let spacing = Style<StackView> { Setter(\.spacing, .nan) }
    let insets = Style<Button> { Setter(\.contentInsets.leading, .nan) }
    let font = Style<Label> { Setter(\.font, .system(size: .nan)) }
    for _ in 1...2 {
      stack.resetChangeCount()
      button.resetChangeCount()
      label.resetChangeCount()
      spacing.apply(to: stack)
      insets.apply(to: button)
      font.apply(to: label)
    }
    #expect(stack.changeCount == 0)
    #expect(button.changeCount == 0)
    #expect(label.changeCount == 0)
  }

  @Test func aNaNFieldBesideAChangedFieldStillCounts() {
    let view = View()
    view.layoutMargins = EdgeInsets(top: .nan, leading: 1)
    view.resetChangeCount()
    view.layoutMargins = EdgeInsets(top: .nan, leading: 2)
    #expect(view.changeCount == 1)
  }

  @Test func replacingNaNWithANumberCounts() {
    let view = View()
    view.cornerRadius = .nan
    view.resetChangeCount()
    view.cornerRadius = 4
    view.cornerRadius = .nan
    #expect(view.changeCount == 2)
  }
}
