// With CascadeViews imported, its disfavoured overload for `View` content must not hide a
// misspelt property of a `Label` (a `View` subclass).
// expect-error: value of type 'Label' has no member 'txet'

import CascadeViews

let style = Style<Label> {
  Setter(\.txet, "x")
}
