// A token the design file deprecated: a warning with the file's `$deprecated` message.
// compiled-with: Tests/CascadeToolTests/Generated/DesignTokens.swift
// expect-first-warning: 7:31: 'colorBrandAccent' is deprecated: Use color.brand.primary.
import CascadeViews

let style = Style<Label> {
  Setter(\.textColor, token: .colorBrandAccent)
}
