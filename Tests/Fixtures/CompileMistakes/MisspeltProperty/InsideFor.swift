// A misspelt property inside a `for` loop.
// expect-first-error: 7:12: value of type 'Label' has no member 'alhpa'
import CascadeViews

let style = Style<Label> {
  for alpha in [0.5, 1.0] {
    Setter(\.alhpa, alpha)
  }
}
