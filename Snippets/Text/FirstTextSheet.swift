// A stylesheet read from text: checked against the substitutes' vocabulary, then applied
// like one written in Swift.

import CascadeViews

let text = """
  /* The profile card's text styles */
  Label { color: var(--primary-text); }
  Label.title { font: bold 22px; number-of-lines: 1; }
  View.card { background-color: var(--secondary-background); border-radius: 12px; }
  .card Label.caption { font: caption; color: var(--secondary-text); }
  @media (prefers-color-scheme: dark) {
    Label.title { color: #ffffff; }
  }
  """
let loaded = StyleVocabulary.standard.load(text, named: "card.css")
print(loaded.diagnostics.isEmpty)  // true

// snippet.hide
let screen = View()
let card = View()
card.styleClasses = ["card"]
let title = Label()
title.styleClasses = ["title"]
let caption = Label()
caption.styleClasses = ["caption"]
screen.addSubview(card)
card.addSubview(title)
card.addSubview(caption)
// snippet.show
try loaded.stylesheet.apply(to: screen, in: .light)
print(title.font)  // system 22.0 bold
print(card.cornerRadius)  // 12.0

// A text sheet is an ordinary Stylesheet: it layers with sheets written in Swift.
let overrides = Stylesheet("Overrides") {
  Rule(Label.self, classes: ["title"]) { Setter(\.numberOfLines, 2) }
}
let app = Stylesheet.layered([loaded.stylesheet, overrides], name: "App")
try app.apply(to: screen, in: .dark)
print(title.numberOfLines)  // 2
print(title.textColor)  // #FFFFFF: the dark-mode rule

// Each value read from text knows the line and column it was declared at.
print(app.explanation(for: caption, in: .dark))
// Label .caption
//   font = caption (system 12.0)
//     from *.card Label.caption (card.css:5:1) in App, declared at card.css:5:23
// …

// The other way: a style written in Swift prints as the declarations of a text rule, and
// a loaded sheet prints as text that loads back to an equal sheet.
let captionStyle = Style<Label> {
  Setter(\.font, .caption)
  Setter(\.textColor, .token(.secondaryText))
}
print(try StyleVocabulary.standard.cssText(of: captionStyle))
// font: caption;
// color: var(--secondary-text);
print(StyleVocabulary.standard.load(loaded.cssText, named: "card.css") == loaded)  // true
