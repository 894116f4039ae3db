// Style the substitute views with named modifiers and blocks, and see what changed.

import CascadeViews  // re-exports Cascade

let card = Style<View>()
  .backgroundColor(.white)
  .cornerRadius(12)
  .shadow(opacity: 0.15, radius: 8)

let title = Style<Label> {
  card.lifted()  // a style for View, lifted to apply to a Label too
  Setter(\.font, .headline)
  Setter(\.numberOfLines, 2)
}

let label = Label().style(title)
print(label.changedProperties)
// ["backgroundColor", "cornerRadius", "shadow", "font", "numberOfLines"]
