// Narrow a rule by classes, state, traits, ancestor and parent, or make it from a selector.

import CascadeViews

let inCard = StyleSelector(classes: ["card"])
let dark = TraitCondition("dark") { $0.colorScheme == .dark }

let rules = Stylesheet("Rules") {
  Rule(View.self, classes: ["card"], when: dark) {
    Setter(\.border, Border(width: 1, color: .gray))
  }
  Rule(Label.self, classes: ["title"], inside: inCard) { Setter(\.font, .headline) }
  Rule(Button.self, state: [.selected, .highlighted], childOf: inCard) {
    Setter(\.alpha, 0.8)
  }
  // A label anywhere inside a row that is itself inside a card.
  Rule(Label.self, inside: StyleSelector(View.self, classes: ["row"], inside: inCard)) {
    Setter(\.numberOfLines, 1)
  }
}

let headline = Style<Label>().font(.headline).numberOfLines(0)
let reused = Rule(StyleSelector(Label.self, classes: ["headline"]), style: headline)
// snippet.hide
let card = View()
card.styleClasses = ["card"]
let row = View()
row.styleClasses = ["row"]
let title = Label()
title.styleClasses = ["title"]
card.addSubview(row)
row.addSubview(title)
try Stylesheet.layered([rules, Stylesheet { reused }]).apply(to: card, in: .dark)
print("card border \(card.border); title \(title.font), \(title.numberOfLines) line")
print(reused)
// snippet.show

// A long selector is built left to right, as CSS writes it, in time linear in its length.
let deep = StyleSelector(leftToRight: [
  (StyleSelector(classes: ["card"]), false),
  (StyleSelector(View.self, classes: ["row"]), true),  // a child of the card
  (StyleSelector(Label.self), false),
])
print(deep)  // *.card > View.row Label
