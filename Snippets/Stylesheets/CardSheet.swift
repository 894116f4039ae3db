// A stylesheet for a card: rules, the cascade's order, layers, inline styles and why.

import CascadeViews  // the substitute views, with Cascade re-exported

let sheet = Stylesheet("App") {
  Rule(View.self, classes: ["card"]) {
    Setter(\.backgroundColor, .token(.secondaryBackground))
    Setter(\.cornerRadius, .token(.cardCornerRadius))
  }
  Rule(Label.self) { Setter(\.textColor, .token(.primaryText)) }
  Rule(Label.self, classes: ["caption"]) { Setter(\.textColor, .token(.secondaryText)) }
  Rule(Label.self, inside: StyleSelector(classes: ["card"])) { Setter(\.numberOfLines, 2) }
  Rule(Button.self, state: .highlighted) { Setter(\.alpha, 0.6) }
}

let screen = View()
let card = View()
card.styleClasses = ["card"]
let caption = Label()
caption.styleClasses = ["caption"]
screen.addSubview(card)
card.addSubview(caption)

try sheet.apply(to: screen, in: .dark)
print(caption.textColor)  // the dark theme's secondary text color
print(caption.numberOfLines)  // 2: the caption is inside a card

print(sheet.explanation(for: caption, in: .dark))
// Label .caption
//   textColor = #EBEBF599
//     from Label.caption (CardSheet/CardSheet.swift:11), overriding Label (CardSheet/CardSheet.swift:10)
//   numberOfLines = 2
//     from *.card Label (CardSheet/CardSheet.swift:12)

let overrides = Stylesheet("Overrides") {
  Rule(Label.self) { Setter(\.textColor, .black) }  // wins over `caption` in the App sheet
}
let layered = Stylesheet.layered([sheet, overrides])
// snippet.hide
try layered.apply(to: screen, in: .dark)
print("layered: \(caption.textColor)")
// snippet.show

caption.setInlineStyle(Style<Label>().textColor(.red))
try sheet.apply(to: caption, in: .dark)  // red, whatever the rules say
// snippet.hide
print("inline: \(caption.textColor)")
// snippet.show

caption.setInlineStyle(Style<Label>())
try sheet.apply(to: caption, in: .dark)  // the caption rule's color again
// snippet.hide
print("inline style removed: \(caption.textColor)")
// snippet.show

caption.styleClasses = []
try sheet.apply(to: caption, in: .dark)  // now the color of every Label
// snippet.hide
print("no classes: \(caption.textColor)")
