// A misspelt value: font text style.
// expect-first-error: 6:19: type 'Font' has no member 'headlines'
import CascadeViews

let style = Style<Label> {
  Setter(\.font, .headlines)
}
