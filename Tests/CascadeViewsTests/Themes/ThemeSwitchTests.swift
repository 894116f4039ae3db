import CascadeViews
import Testing

@Suite struct ThemeSwitchTests {
  let card = Style<Label> {
    Setter(\.textColor, .token(.primaryText))
    Setter(\.backgroundColor, .token(.secondaryBackground))
    Setter(\.cornerRadius, .token(.cardCornerRadius))
    Setter(\.numberOfLines, 2)
    Setter(\.alpha, .light(1, dark: 0.9))
  }

  @Test func theStandardThemesGiveEveryStandardColorToken() {
    let tokens: [Token<Color>] = [
      .accent, .primaryText, .secondaryText, .background, .secondaryBackground, .separator,
    ]
    for theme in [Theme.light, .dark] {
      // The theme's own values: a lookup would fall back to the tokens' defaults.
      #expect(tokens.allSatisfy { theme[$0] != nil }, "\(theme.name)")
    }
    #expect(Theme.light.value(for: .primaryText) != Theme.dark.value(for: .primaryText))
  }

  @Test func switchingThemeRewritesOnlyTheValuesThatChanged() throws {
    let label = Label()
    try card.apply(to: label, in: .light)
    label.resetChangeCount()

    try card.apply(to: label, in: .dark)
    #expect(label.changedProperties == ["textColor", "backgroundColor", "alpha"])
    #expect(label.textColor == .white)
    #expect(label.alpha == 0.9)
  }

  @Test func reapplyingUnderTheSameThemeChangesNothing() throws {
    let label = Label()
    try card.apply(to: label, in: .dark)
    label.resetChangeCount()
    try card.apply(to: label, in: .dark)
    #expect(label.changeCount == 0)
  }

  @Test func aBrandThemeOverridesOneTokenOfTheStandardTheme() throws {
    let brand = Theme(name: "Brand", extending: .light) { $0[.primaryText] = .indigo }
    let label = Label()
    try card.apply(to: label, in: StyleContext(theme: brand))
    #expect(label.textColor == .indigo)
    #expect(label.backgroundColor == Theme.light.value(for: .secondaryBackground))
  }

  @Test func standardTraitsAreReadBySizeClassAndCategory() throws {
    let style = Style<Label> {
      Setter(\.numberOfLines, .compact(2, regular: 1))
      Style.adaptive { traits in
        if traits.contentSizeCategory.isAccessibilityCategory { Setter(\.numberOfLines, 0) }
      }
    }
    var traits = Traits()
    traits.horizontalSizeClass = .regular
    let label = Label()
    try style.apply(to: label, in: StyleContext(traits: traits))
    #expect(label.numberOfLines == 1)
    traits.contentSizeCategory = .accessibilityLarge
    try style.apply(to: label, in: StyleContext(traits: traits))
    #expect(label.numberOfLines == 0)
  }

  @Test func accessibilityTraitsDefaultToOff() {
    let traits = Traits()
    #expect(!traits.isBoldTextEnabled)
    #expect(!traits.isIncreasedContrastEnabled)
    #expect(!traits.isReduceTransparencyEnabled)
    #expect(!traits.isReduceMotionEnabled)
    #expect(traits.layoutDirection == .leftToRight)
    #expect(traits.colorScheme == .light)
  }

  @Test func switchingBackToLightRestoresTheLightValues() throws {
    let label = Label()
    try card.apply(to: label, in: .light)
    let light = (label.textColor, label.backgroundColor, label.alpha)
    try card.apply(to: label, in: .dark)
    try card.apply(to: label, in: .light)
    #expect(label.textColor == light.0)
    #expect(label.backgroundColor == light.1)
    #expect(label.alpha == light.2)
  }
}
