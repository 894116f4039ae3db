// A chain of 10 modifiers with a mistake at its end: token in named modifier.
// expect-first-error: 15:15: 'token' is unavailable: a token is resolved when the style is applied: write Setter(\.property, token: .name) in a block, .setting(\.property, token: .name) in a chain, or .token(.name) in a per-state setter such as Setter.titleColor(_:for:)
import CascadeViews

let style = Style<Label>()
  .text("Hi")
  .font(.body)
  .textColor(.black)
  .numberOfLines(1)
  .alpha(0.9)
  .isHidden(false)
  .cornerRadius(4)
  .clipsToBounds(true)
  .tintColor(.blue)
  .textColor(.token(.primaryText))
