// A value of the wrong type in a named modifier: bool where the property takes double.
// expect-first-error: 6:10: cannot convert value of type 'Bool' to expected argument type 'Double'
import CascadeViews

let style = Style<View>()
  .alpha(true)
