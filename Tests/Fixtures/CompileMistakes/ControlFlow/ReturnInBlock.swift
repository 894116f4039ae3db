// A `return` in a block.
// expect-first-error: 7:3: cannot use explicit 'return' statement in the body of result builder 'StyleBuilder<Label>'
import CascadeViews

let style = Style<Label> {
  Setter(\.numberOfLines, 1)
  return
}
