// A value of the wrong type in a block: string where the property takes double.
// expect-first-error: 6:26: cannot convert value of type 'String' to expected argument type 'Double'
import CascadeViews

let style = Style<View> {
  Setter(\.cornerRadius, "8")
}
