// A misspelt token, as its own argument.
// expect-first-error: 6:31: type 'Token<Color>' has no member 'primaryTxt'
import CascadeViews

let style = Style<Label> {
  Setter(\.textColor, token: .primaryTxt)
}
