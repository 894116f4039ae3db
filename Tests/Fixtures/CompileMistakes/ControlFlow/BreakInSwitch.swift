// A `break` in a switch case of a block.
// expect-first-error: 10:17: closure containing control flow statement cannot be used with result builder 'StyleBuilder'
import CascadeViews

enum Priority { case low, normal, urgent }
let priority = Priority.low
let style = Style<Label> {
  switch priority {
  case .low: Setter(\.alpha, 0.6)
  case .normal: break
  case .urgent: Setter(\.textColor, .red)
  }
}
