// A misspelt property after an `if`.
// expect-first-error: 8:10: value of type 'Label' has no member 'fnot'
import CascadeViews

let compact = true
let style = Style<Label> {
  if compact { Setter(\.numberOfLines, 1) }
  Setter(\.fnot, .body)
}
