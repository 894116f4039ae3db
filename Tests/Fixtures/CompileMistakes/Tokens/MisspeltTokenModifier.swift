// A misspelt token in the key-path modifier.
// expect-first-error: 6:33: type 'Token<Color>' has no member 'primaryTxt'
import CascadeViews

let style = Style<Label>()
  .setting(\.textColor, token: .primaryTxt)
