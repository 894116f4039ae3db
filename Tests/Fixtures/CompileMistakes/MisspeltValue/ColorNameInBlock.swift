// A misspelt value: color name.
// expect-first-error: 6:24: type 'Color' has no member 'grey'
import CascadeViews

let style = Style<Label> {
  Setter(\.textColor, .grey)
}
