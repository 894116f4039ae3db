// A rule for a type that does not take part in stylesheets.
// expect-first-error: 7:3: initializer 'init(_:classes:state:when:inside:childOf:fileID:line:_:)' requires that 'Card' conform to 'Stylable'
import CascadeViews

final class Card { var elevation = 0.0 }
let sheet = Stylesheet {
  Rule(Card.self) { Setter(\.elevation, 2) }
}
