// A switch case with no statement.
// expect-first-error: 10:3: 'case' label in a 'switch' must have at least one executable statement
import CascadeViews

enum Priority { case low, normal }
let priority = Priority.low
let style = Style<Label> {
  switch priority {
  case .low: Setter(\.alpha, 0.6)
  case .normal:
  }
}
