// A property assignment instead of a setter.
// expect-first-error: 7:3: cannot find 'textColor' in scope
import CascadeViews

let title = Style<Label> {
  Setter(\.font, .headline)
  textColor = .red
}
