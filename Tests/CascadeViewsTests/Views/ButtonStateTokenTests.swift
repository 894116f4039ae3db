import CascadeViews
import Testing

/// A button's per-state setters for tokens and trait-dependent values: the same properties
/// as the literal ones, resolved where the style is applied.
@Suite struct ButtonStateTokenTests {
  let accented = Style<Button> {
    Setter.title(.light("Light", dark: "Dark"), for: .selected)
    Setter.titleColor(.token(.accent), for: .highlighted)
    Setter.backgroundColor(.token(.secondaryBackground), for: .disabled)
  }

  @Test func valuesFollowTheTheme() throws {
    let button = Button()
    try accented.apply(to: button, in: .light)
    #expect(button.titleColors[.highlighted] == Theme.light[.accent])
    #expect(button.backgroundColors[.disabled] == Theme.light[.secondaryBackground])
    #expect(button.titles[.selected] == "Light")
    try accented.apply(to: button, in: .dark)
    #expect(button.titleColors[.highlighted] == Theme.dark[.accent])
    #expect(button.backgroundColors[.disabled] == Theme.dark[.secondaryBackground])
    #expect(button.titles[.selected] == "Dark")
  }

  @Test func tokenSettersHaveTheLiteralSettersIdentities() {
    let literal = Style<Button> {
      Setter.title("Follow", for: .selected)
      Setter.titleColor(.white, for: .highlighted)
      Setter.backgroundColor(.gray, for: .disabled)
    }
    #expect(accented.identities == literal.identities)
    #expect(Style.compose(literal, accented).count == 3)
  }

  @Test(arguments: [false, true])
  func aTokenAndALiteralForOneStateOverrideEachOther(tokenLast: Bool) throws {
    let literal = Setter.titleColor(.white, for: .highlighted)
    let token = Setter.titleColor(.token(.accent), for: .highlighted)
    let style =
      tokenLast
      ? Style.compose(literal.style, token.style) : Style.compose(token.style, literal.style)
    #expect(style.count == 1)
    let button = Button()
    try style.apply(to: button, in: .dark)
    #expect(button.titleColors[.highlighted] == (tokenLast ? Theme.dark[.accent] : .white))
  }

  @Test func aStateWithoutItsOwnTokenValueShowsTheNormalOne() throws {
    let button = Button()
    try Style<Button> { Setter.titleColor(.token(.primaryText), for: .normal) }
      .apply(to: button, in: .dark)
    #expect(button.titleColor(for: .focused) == Theme.dark[.primaryText])
  }
}
