// A `repeat` loop in a block.
// expect-first-error: 6:3: closure containing control flow statement cannot be used with result builder 'StyleBuilder'
import CascadeViews

let style = Style<Label> {
  repeat {
    Setter(\.numberOfLines, 1)
  } while false
}
