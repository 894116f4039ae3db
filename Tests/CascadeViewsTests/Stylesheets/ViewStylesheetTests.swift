import CascadeViews
import Testing

@Suite struct ViewStylesheetTests {
  let sheet = Stylesheet("App") {
    Rule(View.self, classes: ["card"]) {
      Setter(\.backgroundColor, .token(.secondaryBackground))
      Setter(\.cornerRadius, 12)
    }
    Rule(Label.self) { Setter(\.textColor, .token(.primaryText)) }
    Rule(Label.self, inside: StyleSelector(classes: ["card"])) { Setter(\.numberOfLines, 2) }
    Rule(View.self, classes: ["muted"]) { Setter(\.alpha, 0.5) }
    Rule(Button.self, state: .highlighted) { Setter(\.alpha, 0.8) }
  }

  @Test func aViewRuleAndALabelRuleSetTheSameProperty() throws {
    let sheet = Stylesheet {
      Rule(View.self) { Setter(\.cornerRadius, 4) }
      Rule(Label.self) { Setter(\.cornerRadius, 8) }
    }
    let label = Label()
    try sheet.apply(to: label)
    #expect(label.cornerRadius == 8)
    #expect(sheet.explanation(for: label).properties.map(\.name) == ["cornerRadius"])
  }

  @Test func aSetterThatAssignsItsRootLeavesTheOtherSettersTheirObject() throws {
    // A custom setter takes its root `inout`, so it may assign another object to it; the
    // setters after it must still write into the object the sheet is styling.
    let sheet = Stylesheet {
      Rule(View.self) {
        Setter<View, Int>(.named("replacing"), value: 0) { root, _ in root = View() }
      }
      Rule(Label.self) { Setter(\.numberOfLines, 3) }
    }
    let label = Label()
    try sheet.apply(to: label)
    #expect(label.numberOfLines == 3)
  }

  @Test func aTreeOfSubstituteViewsIsStyledByTypeClassAndAncestry() throws {
    let card = View()
    card.styleClasses = ["card"]
    let title = Label()
    card.addSubview(title)
    let outside = Label()
    try sheet.apply(to: card, in: .light)
    try sheet.apply(to: outside, in: .light)
    #expect(card.cornerRadius == 12)
    #expect(title.numberOfLines == 2)
    #expect(outside.numberOfLines == 1)
    #expect(title.textColor == .black)
  }

  @Test func aButtonsControlStateSelectsStateRules() throws {
    let button = Button()
    try sheet.apply(to: button)
    #expect(button.alpha == 1)
    button.isHighlighted = true
    try sheet.apply(to: button)
    #expect(button.alpha == 0.8)
    button.isHighlighted = false
    try sheet.apply(to: button)
    #expect(button.alpha == 1)
  }

  @Test func removingAClassRestoresAndCountsOnlyRealChanges() throws {
    let label = Label()
    label.styleClasses = ["muted"]
    try sheet.apply(to: label)
    #expect(label.alpha == 0.5)
    label.resetChangeCount()
    label.styleClasses = []
    try sheet.apply(to: label)
    #expect(label.alpha == 1)
    #expect(label.changedProperties == ["alpha"])
  }

  @Test func switchingThemeRestylesTheTreeWritingOnlyWhatChanged() throws {
    let card = View()
    card.styleClasses = ["card"]
    let title = Label()
    card.addSubview(title)
    try sheet.apply(to: card, in: .light)
    card.resetChangeCount()
    title.resetChangeCount()
    try sheet.apply(to: card, in: .dark)
    #expect(card.changedProperties == ["backgroundColor"])
    #expect(title.changedProperties == ["textColor"])
  }

  @Test func movingAViewOutOfACardRestoresItsLines() throws {
    let card = View()
    card.styleClasses = ["card"]
    let other = View()
    let title = Label()
    card.addSubview(title)
    try sheet.apply(to: card)
    #expect(title.numberOfLines == 2)
    other.addSubview(title)
    try sheet.apply(to: other)
    #expect(title.numberOfLines == 1)
  }
}
