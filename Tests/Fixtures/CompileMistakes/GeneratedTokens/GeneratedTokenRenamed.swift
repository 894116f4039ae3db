// A generated token misspelt, as a name the design file renamed or removed is: an error
// at every use (`color.brand.primary` is `colorBrandPrimary`).
// compiled-with: Tests/CascadeToolTests/Generated/DesignTokens.swift
// expect-first-error: 8:31: type 'Token<Color>' has no member 'colorBrandPrimry'
import CascadeViews

let style = Style<Label> {
  Setter(\.textColor, token: .colorBrandPrimry)
}
