// A style lifted to a class that is not a subclass.
// expect-first-error: 8:11: instance method 'lifted(to:)' requires that 'Card' inherit from 'View'
import CascadeViews

final class Card { var elevation = 0.0 }
let rounded = Style<View> { Setter(\.cornerRadius, 8) }
let style = Style<Card> {
  rounded.lifted()
}
