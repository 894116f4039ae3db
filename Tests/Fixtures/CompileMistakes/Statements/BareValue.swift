// A bare value in a block.
// expect-first-error: 7:3: static method 'buildExpression' requires that 'Int' conform to 'StyleConvertible'
import CascadeViews

let title = Style<Label> {
  Setter(\.font, .headline)
  42
}
