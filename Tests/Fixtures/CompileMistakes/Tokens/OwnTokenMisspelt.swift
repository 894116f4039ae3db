// A misspelt token of the app's own.
// expect-first-error: 9:31: type 'Token<Color>' has no member 'brnd'
import CascadeViews

extension Token<Color> {
  static let brand = Token("brand", default: Color.blue)
}
let style = Style<Label> {
  Setter(\.textColor, token: .brnd)
}
