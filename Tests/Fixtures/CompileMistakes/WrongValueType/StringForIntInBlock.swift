// A value of the wrong type in a block: string where the property takes int.
// expect-first-error: 6:27: cannot convert value of type 'String' to expected argument type 'Int'
import CascadeViews

let style = Style<Label> {
  Setter(\.numberOfLines, "two")
}
