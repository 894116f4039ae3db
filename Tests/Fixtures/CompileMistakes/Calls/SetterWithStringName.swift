// A setter given the property's name as a string.
// expect-first-error: 6:10: cannot convert value of type 'String' to expected argument type 'WritableKeyPath<Label, Int>'
import CascadeViews

let style = Style<Label> {
  Setter("numberOfLines", 2)
}
