// A taste of Cascade: a style block, inheritance, tokens, modifiers and a stylesheet.

import CascadeViews

// snippet.hide
let compact = true
let screen = View()
let label = Label()
let note = Label()
note.styleClasses = ["caption"]
screen.addSubview(label)
screen.addSubview(note)
// snippet.show
let caption = Style<Label> {
  Setter(\.font, .caption)
  Setter(\.textColor, .token(.secondaryText))  // a design token, resolved per theme
  if compact { Setter(\.numberOfLines, 1) }
}
let title = Style<Label>(extending: caption) { Setter(\.font, .headline) }  // inherit, override
title.apply(to: label)  // or label.style(title)

let sheet = Stylesheet {  // or style a whole tree by type, class, state and ancestry
  Rule(Label.self) { Setter(\.textColor, .token(.primaryText)) }
  Rule(Label.self, classes: ["caption"]) { caption.alpha(0.8) }  // modifier form
}
try sheet.apply(to: screen, in: .dark)  // the dark theme and traits
// snippet.hide
print("title: \(label.font), \(label.textColor)")
print(sheet.explanation(for: note, in: .dark))
