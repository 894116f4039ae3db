// A misspelt property of StackView in a block.
// expect-first-error: 6:10: value of type 'StackView' has no member 'spaceing'
import CascadeViews

let style = Style<StackView> {
  Setter(\.spaceing, 8)
}
