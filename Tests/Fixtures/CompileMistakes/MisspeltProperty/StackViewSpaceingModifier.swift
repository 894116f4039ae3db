// A misspelt named modifier of StackView.
// expect-first-error: 6:4: value of type 'Style<StackView>' has no member 'spaceing'
import CascadeViews

let style = Style<StackView>()
  .spaceing(4)
