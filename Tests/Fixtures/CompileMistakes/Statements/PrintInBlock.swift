// A `print` call in a block.
// expect-first-error: 7:3: type '()' cannot conform to 'StyleConvertible'
import CascadeViews

let title = Style<Label> {
  Setter(\.font, .headline)
  print("styled")
}
