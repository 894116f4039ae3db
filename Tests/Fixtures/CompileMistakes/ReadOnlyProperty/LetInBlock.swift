// A `let` property of an app's own class, in a block.
// expect-first-error: 7:3: 'init(_:_:fileID:line:)' is unavailable: the key path is read-only (a 'let', a 'private(set)' or get-only property, or a value of type KeyPath): a setter needs a WritableKeyPath
import CascadeViews

final class Card { let identifier = "card" }
let style = Style<Card> {
  Setter(\.identifier, "other")
}
