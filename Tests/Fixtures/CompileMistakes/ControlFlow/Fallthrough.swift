// A `fallthrough` in a block.
// expect-first-error: 11:5: closure containing control flow statement cannot be used with result builder 'StyleBuilder'
import CascadeViews

enum Priority { case low, normal }
let priority = Priority.low
let style = Style<Label> {
  switch priority {
  case .low:
    Setter(\.alpha, 0.6)
    fallthrough
  case .normal: Setter(\.numberOfLines, 1)
  }
}
