// A misspelt value: text alignment centre.
// expect-first-error: 6:28: type 'TextAlignment' has no member 'centre'
import CascadeViews

let style = Style<Label> {
  Setter(\.textAlignment, .centre)
}
