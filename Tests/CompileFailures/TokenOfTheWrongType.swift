// A token is typed: a Token<Double> where the property is a Color does not compile. The
// compiler reports it against the key path, naming the property's type and the token's.
// expect-error: cannot convert value of type 'WritableKeyPath<Label, Color>' to expected argument type 'WritableKeyPath<Label, Double>'

import CascadeViews

let caption = Style<Label> {
  Setter(\.textColor, .token(.cardCornerRadius))
}
