// Ask why a view looks as it does: each property, the rule that set it and the rules it beat.

import CascadeViews

// snippet.hide
// A card holding a caption label.
// snippet.show
let card = View()
card.styleClasses = ["card"]
let caption = Label()
caption.styleClasses = ["caption"]
card.addSubview(caption)

let sheet = Stylesheet("App") {
  Rule(Label.self) {
    Setter(\.textColor, .token(.primaryText))
    Setter(\.font, .body)
  }
  Rule(Label.self, classes: ["caption"]) {
    Setter(\.textColor, .token(.secondaryText))
    Setter(\.font, .caption)
  }
  Rule(Label.self, inside: StyleSelector(classes: ["card"])) { Setter(\.numberOfLines, 2) }
}
caption.setInlineStyle(Style<Label>().numberOfLines(3))

do {
  try sheet.apply(to: card, in: .dark)
  print(sheet.explanation(for: caption, in: .dark))
} catch {
  print(error)
}
