// An `apply` call in a block.
// expect-first-error: 8:3: type '()' cannot conform to 'StyleConvertible'
import CascadeViews

let label = Label()
let base = Style<Label> { Setter(\.font, .body) }
let title = Style<Label> {
  base.apply(to: label)
}
