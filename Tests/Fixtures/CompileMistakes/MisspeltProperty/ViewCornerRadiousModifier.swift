// A misspelt named modifier of View.
// expect-first-error: 6:4: value of type 'Style<View>' has no member 'cornerRadious'
import CascadeViews

let style = Style<View>()
  .cornerRadious(8)
