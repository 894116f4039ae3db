// A misspelt property of an app's own class in the key-path modifier.
// expect-first-error: 7:12: value of type 'Card' has no member 'elevaton'
import CascadeViews

final class Card { var elevation = 0.0 }
let style = Style<Card>()
  .setting(\.elevaton, to: 2)
