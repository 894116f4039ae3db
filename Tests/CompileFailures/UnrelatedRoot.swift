// A setter for another root type does not belong in the block; the error must name both
// the block's root and the setter's root.
// expect-error: 'Card'
// expect-error: 'Other'

import Cascade

final class Card {
  var lines = 1
}

final class Other {
  var size = 0
}

let style = Style<Card> {
  Setter(\Other.size, 3)
}
