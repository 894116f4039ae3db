// A misspelt value in a named modifier: color name.
// expect-first-error: 6:15: type 'Color' has no member 'grey'
import CascadeViews

let style = Style<View>()
  .tintColor(.grey)
