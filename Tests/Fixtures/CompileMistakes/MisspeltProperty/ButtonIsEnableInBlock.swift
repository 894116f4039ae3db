// A misspelt property of Button in a block.
// expect-first-error: 6:10: value of type 'Button' has no member 'isEnable'
import CascadeViews

let style = Style<Button> {
  Setter(\.isEnable, false)
}
