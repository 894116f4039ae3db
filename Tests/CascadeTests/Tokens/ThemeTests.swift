import Cascade
import Testing

@Suite struct ThemeTests {
  @Test func aThemeGivesItsOwnValues() {
    #expect(Themes.base.value(for: .greeting) == "Hi")
    #expect(Themes.base.value(for: .lines) == 2)
  }

  @Test func anExtendingThemeOverridesSomeTokensAndInheritsTheRest() {
    #expect(Themes.brand.value(for: .lines) == 3)
    #expect(Themes.brand.value(for: .greeting) == "Hi")
    #expect(Themes.brand.parent?.name == "Base")
    #expect(Themes.brand.description == "Brand → Base")
  }

  @Test func aTokenMissingFromTheChainFallsBackToItsDefault() {
    let empty = Theme(name: "Empty")
    #expect(empty.value(for: .greeting) == "Hello")
    #expect(empty.value(for: .farewell) == nil)
  }

  @Test func settingATokenLeavesTheOriginalUnchanged() {
    let changed = Themes.base.setting(.lines, to: 9)
    #expect(changed.value(for: .lines) == 9)
    #expect(Themes.base.value(for: .lines) == 2)
  }

  @Test func tokensOfTheSameNameButDifferentTypesAreDifferentTokens() {
    let text = Token<String>("shared")
    let number = Token<Int>("shared")
    let theme = Theme(name: "T") { theme in
      theme[text] = "text"
      theme[number] = 1
    }
    #expect(theme.value(for: text) == "text")
    #expect(theme.value(for: number) == 1)
  }

  @Test func tokensOfTheSameNameAndTypeShareOneValue() {
    let declared = Token<String>("greeting")
    let madeLater = Token<String>("greeting", default: "unused")
    let theme = Theme(name: "T") { $0[declared] = "Hi" }
    #expect(theme.value(for: madeLater) == "Hi")
    #expect(theme.setting(madeLater, to: "Hey").value(for: declared) == "Hey")
  }
}
