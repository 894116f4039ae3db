// One shadow where the layers' list is expected.
// expect-first-error: 6:35: cannot convert value of type 'Shadow' to expected argument type '[Shadow]'
import CascadeViews

let style = Style<View> {
  Setter(\.shadow, Shadow(layers: Shadow(opacity: 0.2, radius: 4)))
}
