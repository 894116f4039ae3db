// A misspelt property of an app's own class.
// expect-first-error: 7:10: value of type 'Card' has no member 'elevaton'
import CascadeViews

final class Card { var elevation = 0.0 }
let style = Style<Card> {
  Setter(\.elevaton, 2)
}
