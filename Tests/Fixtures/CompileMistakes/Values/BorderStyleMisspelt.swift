// A misspelt stroke style of a border.
// expect-first-error: 6:59: type 'Border.StrokeStyle' has no member 'dashd'
import CascadeViews

let style = Style<View> {
  Setter(\.border, Border(width: 1, color: .gray, style: .dashd))
}
