// A `let` property has only a read-only key path, which a setter does not accept.
// expect-error: cannot convert value of type 'any KeyPath<Card, Int> & Sendable'
// expect-error: to expected argument type 'WritableKeyPath<Card, Int>'

import Cascade

final class Card {
  var lines = 1
  let id = 0
}

let style = Style<Card> {
  Setter(\.id, 3)
}
