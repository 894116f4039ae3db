// Errors and warnings: a warning's declaration still loads, unless warnings count as errors.

import CascadeViews

let text = """
  Label.title {
    color: red !important;
    colr: blue;
  }
  """
let loaded = StyleVocabulary.standard.load(text, named: "card.css")
print(loaded.formattedDiagnostics)
// card.css:2:14: warning: `!important` is not supported: order and specificity decide
//   2 |   color: red !important;
//     |              ^~~~~~~~~~
// card.css:3:3: error: unknown property `colr`; did you mean `color`?
//   3 |   colr: blue;
//     |   ^~~~

for diagnostic in loaded.diagnostics {
  print(diagnostic.severity, diagnostic.code)
}
// warning unsupportedImportant
// error unknownProperty

// The warning's declaration loaded; the error's did not.
print(loaded.rules[0].declarations.map(\.property))  // ["color"]
print(loaded.hasErrors)  // true

// With warnings as errors, the warning is an error and its declaration is left out.
let strict = StyleVocabulary.standard.load(text, named: "card.css", warningsAsErrors: true)
print(strict.diagnostics.map(\.severity))  // [error, error]
print(strict.rules[0].declarations.map(\.property))  // []
