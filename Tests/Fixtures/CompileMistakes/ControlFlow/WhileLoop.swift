// A `while` loop in a block.
// expect-first-error: 7:3: closure containing control flow statement cannot be used with result builder 'StyleBuilder'
import CascadeViews

var count = 0
let style = Style<Label> {
  while count < 2 {
    Setter(\.numberOfLines, count)
  }
}
