// An app's own view type and value type, registered in one line each, so that text sheets
// can style them, checked like the substitutes' properties.

import CascadeViews

/// How far a badge floats above its background.
enum Elevation: CSSKeyword {
  case flat, raised, floating

  var cssKeyword: String {
    switch self {
    case .flat: "flat"
    case .raised: "raised"
    case .floating: "floating"
    }
  }
}

final class Badge: Label {
  var elevation = Elevation.flat
}

var vocabulary = StyleVocabulary.standard
vocabulary.register(Badge.self)
vocabulary.register("elevation", \Badge.elevation)

let loaded = vocabulary.load(
  """
  Badge.new { elevation: raised; color: #ff3b30; }
  Label { elevation: floating; }
  Badge { elevation: raisd; }
  """, named: "badges.css")
print(loaded.formattedDiagnostics)
// badges.css:2:9: error: `elevation` does not apply to `Label`
// …
// badges.css:3:20: error: invalid value for `elevation`: expected `flat`, `raised` or
// `floating`, found `raisd`; did you mean `raised`?

// snippet.hide
let badge = Badge()
badge.styleClasses = ["new"]
// snippet.show
try loaded.stylesheet.apply(to: badge, in: .light)
print(badge.elevation)  // raised

// Its explanation names the declaration each value came from.
print(loaded.stylesheet.explanation(for: badge, in: .light))
// Badge .new
//   elevation = raised
//     from Badge.new (badges.css:1:1), declared at badges.css:1:13
// …
