// A generated color token given to a dimension.
// compiled-with: Tests/CascadeToolTests/Generated/DesignTokens.swift
// expect-first-error: 7:3: 'init(_:token:fileID:line:)' is unavailable: the token's type is not the property's
import CascadeViews

let style = Style<View> {
  Setter(\.cornerRadius, token: .colorBrandPrimary)
}
