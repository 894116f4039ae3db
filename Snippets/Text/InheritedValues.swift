// `inherit`: a view takes its parent's value of a property, and follows it when it changes.

import CascadeViews

let text = """
  View.card { background-color: #f2f2f7; opacity: 0.9; }
  View.card.pressed { opacity: 0.6; }
  .badge { opacity: inherit; background-color: inherit; }
  Label.caption { color: inherit; }
  """
let loaded = StyleVocabulary.standard.load(text, named: "card.css")
print(loaded.diagnostics.isEmpty)  // true

let card = View()
card.styleClasses = ["card"]
let badge = View()
badge.styleClasses = ["badge"]
let caption = Label()
caption.styleClasses = ["caption"]
caption.textColor = Color(red: 0, green: 0, blue: 1)
card.addSubview(badge)
card.addSubview(caption)
try loaded.stylesheet.apply(to: card)
print(badge.alpha, badge.backgroundColor?.cssText ?? "none")  // 0.9 #f2f2f7

// Only the card changes: the badge follows it at the next application.
card.styleClasses.insert("pressed")
try loaded.stylesheet.apply(to: card)
print(badge.alpha)  // 0.6

// A plain view has no `color`: the caption keeps its own, as with `initial`.
print(caption.textColor.cssText)  // #0000ff
