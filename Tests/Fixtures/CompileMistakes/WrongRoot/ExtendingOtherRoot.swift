// A style extending a style of another root.
// expect-first-error: 6:37: cannot convert value of type 'Style<Button>' to expected argument type 'Style<Label>'
import CascadeViews

let pressed = Style<Button> { Setter(\.alpha, 0.5) }
let title = Style<Label>(extending: pressed) {
  Setter(\.font, .headline)
}
