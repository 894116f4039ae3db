// A variable of the wrong type: string variable where the property takes int.
// expect-first-error: 7:27: cannot convert value of type 'String' to expected argument type 'Int'
import CascadeViews

let lines = "2"
let style = Style<Label> {
  Setter(\.numberOfLines, lines)
}
