// A misspelt value: axis.
// expect-first-error: 6:19: type 'Axis' has no member 'horizontl'
import CascadeViews

let style = Style<StackView> {
  Setter(\.axis, .horizontl)
}
