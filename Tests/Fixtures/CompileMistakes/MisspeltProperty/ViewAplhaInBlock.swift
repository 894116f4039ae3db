// A misspelt property of View in a block.
// expect-first-error: 6:10: value of type 'View' has no member 'aplha'
import CascadeViews

let style = Style<View> {
  Setter(\.aplha, 0.5)
}
