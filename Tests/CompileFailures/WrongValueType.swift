// A value of the wrong type is reported against the property's type.
// expect-error: cannot convert value of type 'String' to expected argument type 'Int'

import Cascade

final class Card {
  var lines = 1
}

let style = Style<Card> {
  Setter(\.lines, "two")
}
