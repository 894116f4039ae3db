// A setter without its value.
// expect-first-error: 6:25: missing argument for parameter #2 in call
import CascadeViews

let style = Style<Label> {
  Setter(\.numberOfLines)
}
