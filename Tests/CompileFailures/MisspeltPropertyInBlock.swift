// A misspelt property in a builder block must be reported as a missing member of the root
// type, not as a failure of the builder or of some other initializer.
// expect-error: value of type 'Card' has no member 'titel'

import Cascade

final class Card {
  var title = ""
}

let style = Style<Card> {
  Setter(\.titel, "x")
}
