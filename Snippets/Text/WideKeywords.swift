// `initial` and `unset`: a winning declaration puts a property back to the view's own value
// (`inherit` is the snippet InheritedValues).

import CascadeViews

let text = """
  Label { color: #ff3b30; opacity: 0.5; }
  Label.plain { color: initial; opacity: unset; }
  Label.faded { opacity: revert; }
  """
let loaded = StyleVocabulary.standard.load(text, named: "labels.css")
print(loaded.formattedDiagnostics)
// labels.css:3:24: error: `revert` is not supported; did you mean `initial`?
// …

// The app gives the label its own color before any sheet styles it.
let note = Label()
note.textColor = Color(red: 0, green: 0, blue: 1)
note.styleClasses = ["plain"]
try loaded.stylesheet.apply(to: note)
print(note.textColor.cssText, note.alpha)  // #0000ff 1.0

// Without the class, the first rule wins; with it again, the app's values come back.
note.styleClasses = []
try loaded.stylesheet.apply(to: note)
print(note.textColor.cssText, note.alpha)  // #ff3b30 0.5
note.styleClasses = ["plain"]
try loaded.stylesheet.apply(to: note)
print(note.textColor.cssText, note.alpha)  // #0000ff 1.0

// The sheet prints the keywords back as written, in lowercase.
print(loaded.rules[1].declarations.map { "\($0.property): \($0.value)" })
// ["color: initial", "opacity: unset"]
