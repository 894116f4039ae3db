// A value of the wrong type in the key-path modifier.
// expect-first-error: 6:33: cannot convert value of type 'String' to expected argument type 'Int'
import CascadeViews

let style = Style<Label>()
  .setting(\.numberOfLines, to: "two")
