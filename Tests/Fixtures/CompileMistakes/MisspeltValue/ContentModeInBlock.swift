// A misspelt value: content mode.
// expect-first-error: 6:26: type 'ContentMode' has no member 'aspectFit'
import CascadeViews

let style = Style<View> {
  Setter(\.contentMode, .aspectFit)
}
