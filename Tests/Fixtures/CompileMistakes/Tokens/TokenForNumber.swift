// A colour token for a number property.
// expect-first-error: 6:3: 'init(_:token:fileID:line:)' is unavailable: the token's type is not the property's: a token writes only a property of its own value type
import CascadeViews

let style = Style<View> {
  Setter(\.cornerRadius, token: .accent)
}
