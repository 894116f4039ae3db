// A value of the wrong type in a block: int where the property takes bool.
// expect-first-error: 6:22: integer literal value '1' cannot be used as a boolean; did you mean 'true'?
import CascadeViews

let style = Style<View> {
  Setter(\.isHidden, 1)
}
