// A variable of the wrong type: int variable where the property takes font.
// expect-first-error: 7:18: cannot convert value of type 'Int' to expected argument type 'Font'
import CascadeViews

let size = 17
let style = Style<Label> {
  Setter(\.font, size)
}
