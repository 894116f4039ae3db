// Style a tree of substitute views with a stylesheet.

import CascadeViews

let sheet = Stylesheet {
  Rule(Label.self, inside: StyleSelector(classes: ["card"])) { Setter(\.numberOfLines, 2) }
  Rule(Button.self, state: .highlighted) { Setter(\.alpha, 0.6) }
}

let card = View()
card.styleClasses = ["card"]
card.addSubview(Label())
try sheet.apply(to: card, in: .light)
// snippet.hide
for case let label as Label in card.subviews {
  print("a label in the card shows \(label.numberOfLines) lines")
}
