// A `let` property of an app's own class, in a block.
// expect-first-error: 7:3: 'init(_:_:fileID:line:)' is unavailable: the property is read-only: a setter needs a property it can write ('var' with an accessible setter)
import CascadeViews

final class Card { let identifier = "card" }
let style = Style<Card> {
  Setter(\.identifier, "other")
}
