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
