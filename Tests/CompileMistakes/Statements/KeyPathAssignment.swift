// A key-path assignment instead of a setter.
// expect-first-error: 7:3: cannot assign to value: immutable key path
import CascadeViews

let title = Style<Label> {
  Setter(\.font, .headline)
  \.textColor = .red
}
