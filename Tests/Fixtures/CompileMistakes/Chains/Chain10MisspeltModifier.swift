// A chain of 10 modifiers with a mistake at its end: misspelt modifier.
// expect-first-error: 15:4: value of type 'Style<Label>' has no member 'numberOfLine'
import CascadeViews

let style = Style<Label>()
  .text("Hi")
  .font(.body)
  .textColor(.black)
  .numberOfLines(1)
  .alpha(0.9)
  .isHidden(false)
  .cornerRadius(4)
  .clipsToBounds(true)
  .tintColor(.blue)
  .numberOfLine(2)
