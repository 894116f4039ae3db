// A chain of 10 modifiers with a mistake at its end: misspelt case.
// expect-first-error: 15:19: type 'TextAlignment' has no member 'centre'
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
  .textAlignment(.centre)
