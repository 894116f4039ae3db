// A get-only computed property has only a read-only key path, which a setter does not accept.
// expect-error: cannot convert value of type 'any KeyPath<Card, Int> & Sendable'
// expect-error: to expected argument type 'WritableKeyPath<Card, Int>'

import Cascade

final class Card {
  var lines = 1
  var computed: Int { lines }
}

let style = Style<Card> {
  Setter(\.computed, 3)
}
