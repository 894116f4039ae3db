// A per-state setter with a value of the wrong type.
// expect-first-error: 6:16: cannot convert value of type 'Int' to expected argument type 'String'
import CascadeViews

let style = Style<Button> {
  Setter.title(42, for: .normal)
}
