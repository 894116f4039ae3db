// A misspelt custom setter.
// expect-first-error: 6:3: generic parameter 'Root' could not be inferred
import CascadeViews

let style = Style<Button> {
  Setter.titel("Go", for: .normal)
}
