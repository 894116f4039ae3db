// A value of the wrong type in a block: bool where the property takes double.
// expect-first-error: 6:19: cannot convert value of type 'Bool' to expected argument type 'Double'
import CascadeViews

let style = Style<View> {
  Setter(\.alpha, true)
}
