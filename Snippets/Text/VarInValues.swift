// `var()` anywhere in a value: substituted in each context, then read as the property's type.

import CascadeViews

let text = """
  :root { --gap: 12px; }
  View.card {
    border: 1px solid var(--separator);
    padding: var(--gap) var(--side, 4px);
  }
  """
let loaded = StyleVocabulary.standard.load(text, named: "card.css")
// `--side` has no value anywhere: its fallback takes its place, with a warning.
print(loaded.diagnostics.map(\.message))  // ["unknown token `--side`"]

let card = View()
card.styleClasses = ["card"]
try loaded.stylesheet.apply(to: card, in: .light)
print(card.border.color.cssText, card.layoutMargins.leading)  // rgba(60, 60, 67, 0.29) 4.0
try loaded.stylesheet.apply(to: card, in: .dark)
print(card.border.color.cssText)  // #54545899

// The sheet prints back as written, `var()` and all.
print(loaded.rules[0].declarations.map(\.value.description))
// ["1px solid var(--separator)", "var(--gap) var(--side, 4px)"]
