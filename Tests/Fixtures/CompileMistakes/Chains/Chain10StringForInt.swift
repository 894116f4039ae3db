// A chain of 10 modifiers with a mistake at its end: string where the property takes int.
// expect-first-error: 15:18: cannot convert value of type 'String' to expected argument type 'Int'
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
  .numberOfLines("two")
