// Media types in a text sheet: a view is shown on a screen, so `screen` holds and `print`
// never does, and a test Cascade cannot evaluate makes its query `not all`, as in CSS.

import CascadeViews

let text = """
  @media screen { Label { number-of-lines: 2; } }
  @media print { Label { number-of-lines: 9; } }
  @media only screen and (prefers-color-scheme: dark) { Label { color: white; } }
  @media not print { Label { text-align: center; } }
  @media (hover: hover) { Label { font: headline; } }
  """
let loaded = StyleVocabulary.standard.load(text, named: "media.css")
print(loaded.formattedDiagnostics)
// media.css:5:9: error: unknown media feature `hover`
// …

// The unknown test is neither true nor false: its query never holds, and prints so.
print(loaded.rules.compactMap(\.condition).map(\.description))
// ["screen", "print", "screen and (prefers-color-scheme: dark)", "not print", "not all"]

// snippet.hide
let label = Label()
// snippet.show
try loaded.stylesheet.apply(to: label, in: .light)
print(label.numberOfLines, label.textAlignment, label.font.cssText, label.textColor.cssText)
// 2 center 17px #000000: `screen` and `not print` hold, `print` and `not all` never do
try loaded.stylesheet.apply(to: label, in: .dark)
print(label.textColor.cssText)  // #ffffff: `only screen and (prefers-color-scheme: dark)`
