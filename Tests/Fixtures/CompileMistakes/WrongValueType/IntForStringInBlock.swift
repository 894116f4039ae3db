// A value of the wrong type in a block: int where the property takes string.
// expect-first-error: 6:18: cannot convert value of type 'Int' to expected argument type 'String'
import CascadeViews

let style = Style<Label> {
  Setter(\.text, 42)
}
