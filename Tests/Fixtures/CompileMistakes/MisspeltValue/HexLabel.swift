// A colour initializer with a wrong label.
// expect-first-error: 6:28: incorrect argument label in call (have 'hexa:', expected 'hex:')
import CascadeViews

let style = Style<Label> {
  Setter(\.textColor, Color(hexa: "#FF0000"))
}
