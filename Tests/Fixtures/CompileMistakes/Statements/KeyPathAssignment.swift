// A key-path assignment instead of a setter.
// expect-first-error: 8:3: cannot assign to value: immutable key path
// expect-first-error: 8:3: type '()' cannot conform to 'StyleConvertible'
import CascadeViews

let title = Style<Label> {
  Setter(\.font, .headline)
  \.textColor = .red
}
