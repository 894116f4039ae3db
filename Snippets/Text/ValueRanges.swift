// CSS's ranges for CSS's properties: `opacity` takes a percentage and is clamped to 0...1,
// and a unit on it or a negative length is an error at that value.

import CascadeViews

let text = """
  View.half { opacity: 50%; }
  View.over { opacity: 1.5; }
  View.unit { opacity: 0.5px; }
  View.card { border-radius: -3px; }
  """
let loaded = StyleVocabulary.standard.load(text, named: "ranges.css")

// snippet.hide
/// A view with one class.
func view(_ styleClass: String) -> View {
  let view = View()
  view.styleClasses = [styleClass]
  return view
}
let half = view("half")
let over = view("over")
// snippet.show
try loaded.stylesheet.apply(to: half, in: .light)
try loaded.stylesheet.apply(to: over, in: .light)
print(half.alpha, over.alpha)  // 0.5 1.0: a percentage, and a value clamped as CSS does

// The other two are errors, each where its value is, and left out.
print(TextDiagnosticFormatter.format(loaded.diagnostics, source: text))
// ranges.css:3:22: error: invalid value for `opacity`: expected a number or a percentage …
//   3 | View.unit { opacity: 0.5px; }
//     |                      ^~~~~
// ranges.css:4:28: error: invalid value for `border-radius`: `border-radius` takes no …
//   4 | View.card { border-radius: -3px; }
//     |                            ^~~~
print(loaded.diagnostics.map { "\($0.code) \($0.range.start)" })
// ["invalidValue 3:22", "invalidValue 4:28"]
