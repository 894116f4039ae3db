// A sheet's own custom properties: declared in `:root`, typed by their first use.

import CascadeViews

let text = """
  :root {
    --gap: 12px;
    --accent-ink: #0a84ff;
    --link: var(--accent-ink);
  }
  @media (prefers-color-scheme: dark) {
    :root { --accent-ink: #64d2ff; }
  }
  View.card { padding: var(--gap); }
  Label.link { color: var(--link); }
  """
let loaded = StyleVocabulary.standard.load(text, named: "card.css")
print(loaded.diagnostics.isEmpty)  // true

let card = View()
card.styleClasses = ["card"]
let link = Label()
link.styleClasses = ["link"]
card.addSubview(link)
try loaded.stylesheet.apply(to: card)
print(card.layoutMargins.top, link.textColor.cssText)  // 12.0 #0a84ff
try loaded.stylesheet.apply(to: card, in: .dark)
print(link.textColor.cssText)  // #64d2ff

// `--gap` is an inset from its first use, `padding`: a stack's `gap` takes a number.
let mixed = StyleVocabulary.standard.load(
  text + "\nStackView { gap: var(--gap); }", named: "card.css")
print(mixed.formattedDiagnostics)
// card.css:11:22: error: custom property `--gap` is EdgeInsets, but `gap` takes Double
//   11 | StackView { gap: var(--gap); }
//      |                      ^~~~~
//      = note: `--gap` took its type, EdgeInsets, from its first use, at 9:26

// The sheet prints back as it was read.
print(StyleVocabulary.standard.load(loaded.cssText, named: "card.css") == loaded)  // true
