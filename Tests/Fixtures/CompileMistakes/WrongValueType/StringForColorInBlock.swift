// A value of the wrong type in a block: string where the property takes color.
// expect-first-error: 6:23: cannot convert value of type 'String' to expected argument type 'Color'
import CascadeViews

let style = Style<Label> {
  Setter(\.textColor, "red")
}
