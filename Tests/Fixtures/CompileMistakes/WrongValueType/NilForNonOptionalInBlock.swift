// A value of the wrong type in a block: nil where the property takes non optional.
// expect-first-error: 6:23: 'nil' is not compatible with expected argument type 'Color'
import CascadeViews

let style = Style<Label> {
  Setter(\.textColor, nil)
}
