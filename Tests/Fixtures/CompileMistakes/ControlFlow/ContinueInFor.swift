// A `continue` in a loop of a block.
// expect-first-error: 7:20: closure containing control flow statement cannot be used with result builder 'StyleBuilder'
import CascadeViews

let style = Style<Label> {
  for alpha in [0.5, 1.0] {
    if alpha < 1 { continue }
    Setter(\.alpha, alpha)
  }
}
