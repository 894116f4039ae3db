// `var()` with a fallback: an unknown token is a warning, and the fallback is used.

import CascadeViews

let text = """
  Label.title {
    color: var(--primry-text, #333);
    font: var(--title-font);
  }
  """
let loaded = StyleVocabulary.standard.load(text, named: "card.css")
print(loaded.formattedDiagnostics)
// card.css:2:14: warning: unknown token `--primry-text`; did you mean `--primary-text`?
//   2 |   color: var(--primry-text, #333);
//     |              ^~~~~~~~~~~~~
//     = note: `var()` uses its fallback in the token's place
//     = note: a token is registered in Swift, with its type, or given a value in the sheet's `:root`
// card.css:3:13: error: unknown token `--title-font`
// …

// The color loaded, as its fallback; the font, without one, did not.
print(loaded.rules[0].declarations.map { "\($0.property): \($0.value)" })
// ["color: var(--primry-text, #333333)"]

let title = Label()
title.styleClasses = ["title"]
try loaded.stylesheet.apply(to: title)
print(title.textColor.cssText)  // #333333

// With warnings as errors, the misspelt token is an error and the color is left out.
let strict = StyleVocabulary.standard.load(text, named: "card.css", warningsAsErrors: true)
print(strict.rules[0].declarations.count)  // 0
