// A variable of the wrong type: string variable where the property takes color.
// expect-first-error: 7:23: cannot convert value of type 'String' to expected argument type 'Color'
import CascadeViews

let color = "red"
let style = Style<Label> {
  Setter(\.textColor, color)
}
