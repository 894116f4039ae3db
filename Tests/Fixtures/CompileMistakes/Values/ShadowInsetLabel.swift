// CSS's `inset` keyword as the argument label of a shadow's.
// expect-first-error: 6:26: incorrect argument label
import CascadeViews

let style = Style<View> {
  Setter(\.shadow, Shadow(opacity: 0.2, radius: 4, inset: true))
}
