// A value of the wrong type in a named modifier: string where the property takes int.
// expect-first-error: 6:18: cannot convert value of type 'String' to expected argument type 'Int'
import CascadeViews

let style = Style<Label>()
  .numberOfLines("two")
