// A variable of the wrong type: double variable where the property takes insets.
// expect-first-error: 7:27: cannot convert value of type 'Double' to expected argument type 'EdgeInsets'
import CascadeViews

let insets = 8.0
let style = Style<Label> {
  Setter(\.layoutMargins, insets)
}
