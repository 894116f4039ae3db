// A misspelt value in a named modifier: text alignment centre.
// expect-first-error: 6:19: type 'TextAlignment' has no member 'centre'
import CascadeViews

let style = Style<Label>()
  .textAlignment(.centre)
