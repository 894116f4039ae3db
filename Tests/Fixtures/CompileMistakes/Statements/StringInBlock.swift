// A string in a block.
// expect-first-error: 6:3: static method 'buildExpression' requires that 'String' conform to 'StyleConvertible'
import CascadeViews

let title = Style<Label> {
  "textColor: red"
}
