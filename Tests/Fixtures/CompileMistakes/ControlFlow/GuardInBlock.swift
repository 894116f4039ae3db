// A `guard` in a block.
// expect-first-error: 7:26: cannot use explicit 'return' statement in the body of result builder 'StyleBuilder<Label>'
import CascadeViews

let lines: Int? = 2
let style = Style<Label> {
  guard let lines else { return }
  Setter(\.numberOfLines, lines)
}
