// A misspelt property inside an `if`.
// expect-first-error: 8:12: value of type 'Label' has no member 'numberOfLine'
import CascadeViews

let compact = true
let style = Style<Label> {
  if compact {
    Setter(\.numberOfLine, 1)
  }
}
