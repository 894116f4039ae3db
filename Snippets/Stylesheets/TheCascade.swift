// Style a whole screen from one stylesheet: rules by type, class, state, ancestry and traits.

import CascadeViews

// snippet.hide
// The screen: a card with a title, a caption and a row holding a button; a footer below.
// snippet.show
let screen = View()
let card = View()
card.styleClasses = ["card"]
let title = Label()
title.styleClasses = ["title"]
let caption = Label()
caption.styleClasses = ["caption"]
let row = View()
let follow = Button()
let footer = Label()
for (parent, child) in [(screen, card), (card, title), (card, caption), (card, row)] {
  parent.addSubview(child)
}
row.addSubview(follow)
screen.addSubview(footer)

let dark = TraitCondition("dark") { $0.colorScheme == .dark }
let inCard = StyleSelector(classes: ["card"])

let sheet = Stylesheet("App") {
  // A class rule outranks a type rule, wherever each is declared.
  Rule(Label.self, classes: ["caption"]) { Setter(\.textColor, .token(.secondaryText)) }
  Rule(Label.self) { Setter(\.textColor, .token(.primaryText)) }
  Rule(View.self, classes: ["card"]) {  // View and every subclass, with class "card"
    Setter(\.backgroundColor, .token(.secondaryBackground))
    Setter(\.cornerRadius, .token(.cardCornerRadius))
  }
  Rule(View.self, classes: ["card"], when: dark) {  // only in the dark color scheme
    Setter(\.border, Border(width: 1, color: .gray))
  }
  Rule(Label.self, inside: inCard) { Setter(\.numberOfLines, 2) }  // anywhere in a card
  Rule(View.self, childOf: inCard) { Setter(\.alpha, 0.9) }  // directly in a card only
  Rule(Button.self, state: .highlighted) { Setter(\.alpha, 0.6) }
}

// An object's own style wins over every rule.
footer.setInlineStyle(Style<Label>().textColor(.red))

do {
  for (name, context) in [("light", StyleContext.light), ("dark", .dark)] {
    try sheet.apply(to: screen, in: context)
    print("\(name): card border \(card.border)")
    print("  title \(title.textColor), caption \(caption.textColor), footer \(footer.textColor)")
    print("  lines: title \(title.numberOfLines), footer \(footer.numberOfLines)")
    print("  alpha: row \(row.alpha), button \(follow.alpha)")
  }
} catch {
  print(error)
}
