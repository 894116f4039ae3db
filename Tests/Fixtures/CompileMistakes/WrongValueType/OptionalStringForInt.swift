// A variable of the wrong type: optional string where the property takes int.
// expect-first-error: 7:27: cannot convert value of type 'String?' to expected argument type 'Int'
import CascadeViews

let title: String? = "Hi"
let style = Style<Label> {
  Setter(\.numberOfLines, title)
}
