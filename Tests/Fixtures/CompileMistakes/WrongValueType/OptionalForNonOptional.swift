// An optional value for a non-optional property.
// expect-first-error: 7:23: value of optional type 'Color?' must be unwrapped to a value of type 'Color'
import CascadeViews

let color: Color? = .red
let style = Style<Label> {
  Setter(\.textColor, color)
}
