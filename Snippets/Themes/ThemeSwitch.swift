// Apply a style again in another context: only the properties whose values differ change.

import CascadeViews

let card = Style<Label> {
  Setter(\.textColor, .token(.primaryText))
  Setter(\.backgroundColor, .token(.secondaryBackground))
  Setter(\.cornerRadius, .token(.cardCornerRadius))
  Setter(\.numberOfLines, 2)
  Setter(\.alpha, .light(1, dark: 0.9))
}

let view = Label()
try card.apply(to: view, in: .light)
view.resetChangeCount()

try card.apply(to: view, in: .dark)
print(view.changedProperties)  // ["textColor", "backgroundColor", "alpha"]

view.resetChangeCount()
try card.apply(to: view, in: .dark)
print(view.changeCount)  // 0
