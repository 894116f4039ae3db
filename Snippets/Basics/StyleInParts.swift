// Declare a long style in parts and compose them: each part type-checks on its own.

import CascadeViews

let typography = Style<Label> { Setter(\.font, .body) }
let colors = Style<Label> { Setter(\.textColor, .black) }
let body = Style.compose(typography, colors)
// snippet.hide
print(body)
