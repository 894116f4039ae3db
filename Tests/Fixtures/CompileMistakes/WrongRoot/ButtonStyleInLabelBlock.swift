// A style for a sibling class nested in a block.
// expect-first-error: 7:3: static method 'buildExpression' requires the types 'Label' and 'Button' be equivalent
import CascadeViews

let pressed = Style<Button> { Setter(\.alpha, 0.5) }
let style = Style<Label> {
  pressed
}
