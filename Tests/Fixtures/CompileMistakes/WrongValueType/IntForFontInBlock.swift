// A value of the wrong type in a block: int where the property takes font.
// expect-first-error: 6:18: cannot convert value of type 'Int' to expected argument type 'Font'
import CascadeViews

let style = Style<Label> {
  Setter(\.font, 17)
}
