// A later setter for a property wins: in a block, a composition, an extension or a nested style.

import CascadeViews

// In one block, the later setter for a property wins, and writes in the later place.
let doubled = Style<Label> {
  Setter(\.textColor, .black)
  Setter(\.numberOfLines, 1)
  Setter(\.textColor, .gray)
}
print(doubled)
// Style<Label> (2 setters)
//   numberOfLines = 1 (LaterSetterWins/LaterSetterWins.swift:8)
//   textColor = #8E8E93 (LaterSetterWins/LaterSetterWins.swift:9)

let body = Style<Label> {
  Setter(\.font, .body)
  Setter(\.textColor, .black)
  Setter(\.numberOfLines, 0)
}
let muted = Style<Label>().textColor(.gray).alpha(0.8)
let compact = Style<Label>().numberOfLines(1)

// Compose whole styles: each in turn, the later ones winning.
let quietLine = Style.compose(body, muted, compact)
print(quietLine)
// Style<Label> (4 setters)
//   font = body (system 17.0) (LaterSetterWins/LaterSetterWins.swift:17)
//   textColor = #8E8E93 (LaterSetterWins/LaterSetterWins.swift:21)
//   alpha = 0.8 (LaterSetterWins/LaterSetterWins.swift:21)
//   numberOfLines = 1 (LaterSetterWins/LaterSetterWins.swift:22)

// Extend a style: inherit every setter, then override some in a block.
let footnote = Style<Label>(extending: body) {
  Setter(\.font, .footnote)
}

// Nest a style: its setters take its place in the block.
let warning = Style<Label> {
  Setter(\.textColor, .red)  // body's text color, below, overrides this
  body
  Setter(\.numberOfLines, 2)  // this overrides body's number of lines
}
print(warning)
// Style<Label> (3 setters)
//   font = body (system 17.0) (LaterSetterWins/LaterSetterWins.swift:17)
//   textColor = #000000 (LaterSetterWins/LaterSetterWins.swift:18)
//   numberOfLines = 2 (LaterSetterWins/LaterSetterWins.swift:42)

// Add one setter to a style.
let hiddenFootnote = footnote.setting(Setter(\.isHidden, true))
print(hiddenFootnote.count)  // 4

// Four spellings of one operation: these styles are equal.
let extended = Style<Label>(extending: body) { muted }
let nested = Style<Label> {
  body
  muted
}
let chained = body.textColor(.gray).alpha(0.8)
print(Style.compose(body, muted) == extended, extended == nested, nested == chained)
// true true true
