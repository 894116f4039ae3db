// A style for the superclass nested without `lifted()`.
// expect-first-error: 7:3: static method 'buildExpression' requires the types 'Label' and 'View' be equivalent
import CascadeViews

let rounded = Style<View> { Setter(\.cornerRadius, 8) }
let style = Style<Label> {
  rounded
  Setter(\.textColor, .white)
}
