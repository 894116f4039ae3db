// Write a style once, as a block of type-checked setters, and apply it to many views.

import CascadeViews

let caption = Style<Label> {
  Setter(\.textColor, .gray)
  Setter(\.numberOfLines, 2)
}

let name = Label()
let bio = Label()
caption.apply(to: name)  // apply it…
caption(bio)  // …or call it: a style is a function of a view

print(caption)
print("bio shows \(bio.numberOfLines) lines in \(bio.textColor)")
