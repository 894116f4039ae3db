// A misspelt control state in a per-state setter.
// expect-first-error: 6:28: type 'ControlState' has no member 'normall'
import CascadeViews

let style = Style<Button> {
  Setter.title("Go", for: .normall)
}
