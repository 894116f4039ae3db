// What a text sheet with mistakes gives back: every problem, with its place, what was
// expected and found, and a suggestion; the rest of the sheet still loads.

import CascadeViews

let text = """
  Label.title {
    backgroud-color: #f2f2f7;
    font: bold 22px;
    number-of-lines: two;
  }
  Lable.caption { color: gray; }
  Button:hover { opacity: 0.5; }
  """
let loaded = StyleVocabulary.standard.load(text, named: "card.css")
print(loaded.formattedDiagnostics)
// card.css:2:3: error: unknown property `backgroud-color`; did you mean `background-color`?
//   2 |   backgroud-color: #f2f2f7;
//     |   ^~~~~~~~~~~~~~~
// …

// The data behind the rendering, for tests and tools:
for diagnostic in loaded.diagnostics {
  print(diagnostic.code, diagnostic.range.start, diagnostic.suggestion ?? "-")
}
// unknownProperty 2:3 background-color
// invalidValue 4:20 -
// unknownType 6:1 Label
// unknownPseudoClass 7:7 -

// What had no problem loaded: the title's font.
print(loaded.rules[0].declarations.map(\.property))  // ["font"]

// A strict load makes each warning an error; where a throw is wanted, the sheet's problems
// make one error, with every problem at once.
let strict = StyleVocabulary.standard.load(text, named: "card.css", warningsAsErrors: true)
if strict.hasErrors {
  print(TextLoadingError(strict).diagnostics.count)  // 4
}

// A check alone, for an editor or a lint step, builds no rules.
print(StyleVocabulary.standard.diagnostics(of: text, named: "card.css").count)  // 4

// Text from outside the app is bounded: over a limit, a typed diagnostic, not a crash.
var limits = TextLimits.standard
limits.maximumBytes = 64
let tooLarge = StyleVocabulary.standard.load(text, named: "card.css", limits: limits)
print(tooLarge.diagnostics.map { "\($0.code)" })  // ["inputTooLarge"]
