// A token the design file renamed: `color.brand.primary` is now `colorBrandPrimary`, and
// the old spelling is an error at every use.
// compiled-with: Tests/CascadeToolTests/Generated/DesignTokens.swift
// expect-first-error: 8:31: type 'Token<Color>' has no member 'colorBrandPrimry'
import CascadeViews

let style = Style<Label> {
  Setter(\.textColor, token: .colorBrandPrimry)
}
