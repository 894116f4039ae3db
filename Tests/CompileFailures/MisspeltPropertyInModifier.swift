// A misspelt property in the modifier form is a missing dynamic member of the style.
// expect-error: value of type 'Style<Card>' has no dynamic member 'titel'
// expect-error: using key path from root type 'Card'

import Cascade

final class Card {
  var title = ""
}

let style = Style<Card>().titel("x")
