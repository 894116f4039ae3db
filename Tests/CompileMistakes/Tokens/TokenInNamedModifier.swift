// A token passed to a named modifier, which takes a value.
// expect-first-error: 6:15: 'token' is unavailable: a token is resolved when the style is applied: write Setter(\.property, token: .name) in a block, or .setting(\.property, token: .name) in a chain
import CascadeViews

let style = Style<Label>()
  .textColor(.token(.primaryText))
