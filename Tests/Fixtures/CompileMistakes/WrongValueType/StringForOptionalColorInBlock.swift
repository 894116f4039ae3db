// A value of the wrong type in a block: string where the property takes optional color.
// expect-first-error: 6:29: cannot convert value of type 'String' to expected argument type 'Color'
import CascadeViews

let style = Style<View> {
  Setter(\.backgroundColor, "white")
}
