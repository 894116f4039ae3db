// A style called as a function.
// expect-first-error: 7:1: cannot call value of non-function type 'Style<Label>'
import CascadeViews

let title = Style<Label> { Setter(\.font, .headline) }
let label = Label()
title(label)
