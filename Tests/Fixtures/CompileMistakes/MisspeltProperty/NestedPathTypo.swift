// A misspelt member of a nested property.
// expect-first-error: 6:10: value of type 'EdgeInsets' has no member 'topp'
import CascadeViews

let style = Style<View> {
  Setter(\.layoutMargins.topp, 4)
}
