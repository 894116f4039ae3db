import Testing

@testable import CascadeTool

@Suite struct TokenNamingTests {
  @Test(arguments: [
    ("color.brand.primary", "colorBrandPrimary", "color-brand-primary"),
    ("color.brand-primary", "colorBrandPrimary", "color-brand-primary"),
    ("spacing.2xl", "spacing2xl", "spacing2xl"),
    ("2xl", "_2xl", "_2xl"),
    ("font.Title", "fontTitle", "font-title"),
    ("café.au lait", "cafAuLait", "caf-au-lait"),
    ("default", "default", "default"),
    ("---", "_", "_"),
  ])
  func pathGivesOneSwiftNameAndItsKebabCase(path: String, swift: String, css: String) {
    #expect(TokenNaming.swiftName(ofPath: path) == swift)
    #expect(TokenNaming.cssName(ofSwiftName: swift) == css)
  }

  @Test func keywordIsEscapedInSource() {
    #expect(TokenNaming.escaped("default") == "`default`")
    #expect(TokenNaming.escaped("colorBrand") == "colorBrand")
  }

  @Test(arguments: [
    ("Brand.dark", "Brand"), ("brand-dark", "brand"), ("dark", "light"), ("Dark", "Light"),
  ])
  func darkFileNamesItsLightFile(dark: String, light: String) {
    #expect(ThemeWriter.lightStem(ofDark: dark) == light)
  }

  @Test func lightFileNamesNoOther() {
    #expect(ThemeWriter.lightStem(ofDark: "Brand") == nil)
    #expect(ThemeWriter.lightStem(ofDark: "Darkroom") == nil)
  }

  @Test func themeIsNamedAfterTheFile() {
    #expect(ThemeWriter.stem(of: "Styles/Brand.dark.tokens.json") == "Brand.dark")
    #expect(ThemeWriter.themeName("Brand.dark") == "brandDarkTokens")
    #expect(ThemeWriter.themeName("light") == "lightTokens")
  }
}
