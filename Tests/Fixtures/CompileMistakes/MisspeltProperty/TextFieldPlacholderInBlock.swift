// A misspelt property of TextField in a block.
// expect-first-error: 6:10: value of type 'TextField' has no member 'placholder'
import CascadeViews

let style = Style<TextField> {
  Setter(\.placholder, "Name")
}
