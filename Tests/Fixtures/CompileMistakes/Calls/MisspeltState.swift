// A misspelt control state in a rule.
// expect-first-error: 6:29: type 'StyleState' has no member 'highlight'
import CascadeViews

let sheet = Stylesheet {
  Rule(Button.self, state: .highlight) { Setter(\.alpha, 0.6) }
}
