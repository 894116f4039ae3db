// Use the typed tokens and theme that `cascade tokens` writes from a design token file.

import CascadeViews

// snippet.hide
// Part of what `cascade tokens` writes for the plugin fixture's Brand.tokens.json
// (Tests/Fixtures/CascadePlugin), as an app's target compiles it.
extension Token where Value == CascadeViews.Color {
  /// `color.brand.primary`, in `Brand.tokens.json`.
  static let colorBrandPrimary = Token<CascadeViews.Color>("colorBrandPrimary")
}

extension Token where Value == Double {
  /// `dimension.radius.card`, in `Brand.tokens.json`.
  static let dimensionRadiusCard = Token<Double>("dimensionRadiusCard")
}

extension Theme {
  /// The values of `Brand.tokens.json`, written into the source.
  static let brandTokens = brandTokens(extending: nil)

  /// The values of `Brand.tokens.json` over `parent`.
  static func brandTokens(extending parent: Theme?) -> Theme {
    Theme(name: "Brand", extending: parent) { theme in
      theme[Token<CascadeViews.Color>.colorBrandPrimary] = CascadeViews.Color(
        red: 1.0, green: 0.17647058823529413, blue: 0.3333333333333333)
      theme[Token<Double>.dimensionRadiusCard] = 12.0
    }
  }
}

extension StyleVocabulary {
  /// The standard vocabulary with the generated tokens.
  static let generatedTokens = StyleVocabulary.standard.addingGeneratedTokens()

  /// This vocabulary with the generated tokens registered.
  func addingGeneratedTokens() -> StyleVocabulary {
    var vocabulary = self
    vocabulary.register(
      token: Token<CascadeViews.Color>.colorBrandPrimary, named: "color-brand-primary")
    vocabulary.register(token: Token<Double>.dimensionRadiusCard, named: "dimension-radius-card")
    return vocabulary
  }
}
// snippet.show

// A sheet reads a generated token by its path: `color.brand.primary`.
let sheet = StyleVocabulary.generatedTokens.load(
  "Label.title { color: var(--color-brand-primary); }", named: "Card.css")
let title = Label()
title.styleClasses = ["title"]
try sheet.stylesheet.apply(to: title, in: StyleContext(theme: .brandTokens))
print(title.textColor)  // #FF2D55

// Swift reads it by its constant: a token renamed in the file is a compile error here.
let card = Style<View> { Setter(\.cornerRadius, .token(.dimensionRadiusCard)) }
print(Theme.brandTokens[.dimensionRadiusCard] ?? 0)  // 12.0

// The file's values over the standard dark theme, which gives every token the file does not.
let brandDark = Theme.brandTokens(extending: .dark)
print(brandDark.value(for: .dimensionRadiusCard) ?? 0)  // 12.0
print(brandDark.value(for: .secondaryText) == Theme.dark.value(for: .secondaryText))  // true
