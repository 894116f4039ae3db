// A misspelt property in the key-path modifier.
// expect-first-error: 6:12: value of type 'Label' has no member 'numberOfLine'
import CascadeViews

let style = Style<Label>()
  .setting(\.numberOfLine, to: 2)
