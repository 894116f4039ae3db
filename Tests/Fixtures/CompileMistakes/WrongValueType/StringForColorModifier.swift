// A value of the wrong type in a named modifier: string where the property takes color.
// expect-first-error: 6:14: cannot convert value of type 'String' to expected argument type 'Color'
import CascadeViews

let style = Style<Label>()
  .textColor("red")
