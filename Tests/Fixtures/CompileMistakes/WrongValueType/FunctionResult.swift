// A function's result of the wrong type.
// expect-first-error: 7:27: cannot convert value of type 'String' to expected argument type 'Int'
import CascadeViews

func lineCount() -> String { "2" }
let style = Style<Label> {
  Setter(\.numberOfLines, lineCount())
}
