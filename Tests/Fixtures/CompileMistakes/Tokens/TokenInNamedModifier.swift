// A token passed to a named modifier, which takes a value.
// expect-first-error: 6:15: 'token' is unavailable: a token is resolved when the style is applied: write Setter(\.property, token: .name) in a block, .setting(\.property, token: .name) in a chain, or .token(.name) in a per-state setter such as Setter.titleColor(_:for:)
import CascadeViews

let style = Style<Label>()
  .textColor(.token(.primaryText))
