// A misspelt property inside a `switch`.
// expect-first-error: 10:23: value of type 'Label' has no member 'fotn'
import CascadeViews

enum Size { case small, large }
let size = Size.small
let style = Style<Label> {
  switch size {
  case .small: Setter(\.font, .caption)
  case .large: Setter(\.fotn, .title)
  }
}
