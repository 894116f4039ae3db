// Write a style once, as a block of type-checked setters, and apply it to many views.

import CascadeViews

let caption = Style<Label> {
  Setter(\.textColor, .gray)
  Setter(\.numberOfLines, 2)
}

let name = Label()
let bio = Label()
caption.apply(to: name)  // apply it…
bio.style(caption)  // …or style the view: the same writes, read from the view

print(caption)
print("bio shows \(bio.numberOfLines) lines in \(bio.textColor)")
