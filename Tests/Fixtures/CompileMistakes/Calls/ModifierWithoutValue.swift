// A named modifier without its value.
// expect-first-error: 6:18: missing argument for parameter #1 in call
import CascadeViews

let style = Style<Label>()
  .numberOfLines()
