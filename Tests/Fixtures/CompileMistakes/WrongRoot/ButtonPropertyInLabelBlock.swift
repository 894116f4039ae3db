// A property of another view class in a block.
// expect-first-error: 6:10: cannot convert value of type 'KeyPath<View, Value>' to expected argument type 'WritableKeyPath<Label, Bool>'
import CascadeViews

let style = Style<Label> {
  Setter(\Button.isEnabled, false)
}
