// A misspelt property of a value-type root.
// expect-first-error: 6:10: value of type 'EdgeInsets' has no member 'bottm'
import CascadeViews

let style = Style<EdgeInsets> {
  Setter(\.bottm, 4)
}
