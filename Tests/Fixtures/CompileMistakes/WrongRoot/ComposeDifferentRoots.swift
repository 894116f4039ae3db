// Styles of different roots composed.
// expect-first-error: 7:33: cannot convert value of type 'Style<Button>' to expected argument type 'Style<Label>'
import CascadeViews

let title = Style<Label> { Setter(\.font, .headline) }
let pressed = Style<Button> { Setter(\.alpha, 0.5) }
let both = Style.compose(title, pressed)
