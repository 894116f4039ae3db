// A style applied to an object of another class.
// expect-first-error: 7:7: no exact matches in call to instance method 'apply'
import CascadeViews

let title = Style<Label> { Setter(\.font, .headline) }
let button = Button()
title.apply(to: button)
