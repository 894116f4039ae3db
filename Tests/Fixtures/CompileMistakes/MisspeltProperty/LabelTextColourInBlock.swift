// A misspelt property of Label in a block.
// expect-first-error: 6:10: value of type 'Label' has no member 'textColour'
import CascadeViews

let style = Style<Label> {
  Setter(\.textColour, .red)
}
