// Nested rules, as CSS Nesting reads them: each is expanded to full selectors, one for each
// of its parent's, and ranked as `:is()` of the parent's selectors would be.

import CascadeViews

let text = """
  .card, View.panel {
    border-radius: 12px;
    Label.title { number-of-lines: 1; }
    &:highlighted { opacity: 0.8; }
    > Label { number-of-lines: 2; }
    @media (prefers-color-scheme: dark) { background-color: #1c1c1e; }
    padding: 8px;
  }
  """
let loaded = StyleVocabulary.standard.load(text, named: "card.css")
print(loaded.diagnostics.isEmpty)  // true
for rule in loaded.rules {
  print(rule.selectors.joined(separator: ", "))
}
// .card, View.panel
// .card Label.title, View.panel Label.title
// .card:highlighted, View.panel:highlighted
// .card > Label, View.panel > Label
// .card, View.panel
// .card, View.panel

// snippet.hide
let card = View()
card.styleClasses = ["card"]
let title = Label()
title.styleClasses = ["title"]
card.addSubview(title)
// snippet.show
try loaded.stylesheet.apply(to: card, in: .dark)
print(card.cornerRadius)  // 12.0
print(title.numberOfLines)  // 1: `.card Label.title` outranks `.card > Label`

// A nested rule prints inside its parent's selectors, so that it loads back ranked the same.
print(loaded.rules[1].nesting)  // [[".card", "View.panel"], ["& Label.title"]]
print(StyleVocabulary.standard.load(loaded.cssText, named: "card.css") == loaded)  // true
