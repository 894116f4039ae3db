// A misspelt token for an optional property.
// expect-first-error: 6:37: type 'Token<Optional<Color>>' has no member 'acent'
import CascadeViews

let style = Style<View> {
  Setter(\.backgroundColor, token: .acent)
}
