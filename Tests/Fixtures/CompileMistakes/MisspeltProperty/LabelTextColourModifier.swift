// A misspelt named modifier of Label.
// expect-first-error: 6:4: value of type 'Style<Label>' has no member 'textColour'
import CascadeViews

let style = Style<Label>()
  .textColour(.red)
