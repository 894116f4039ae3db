// Prints the generated theme's values, and the problems of the bundled sheet read with the
// generated tokens, for .ci/plugin-fixture.sh to compare.
import CascadeViews
import Foundation

let theme = Theme.brandTokens
let primary = theme[Token<CascadeViews.Color>.colorBrandPrimary]
let radius = theme[Token<Double>.dimensionRadiusCard]
print("colorBrandPrimary", primary.map { "\($0)" } ?? "nil")
print("dimensionRadiusCard", radius.map { "\($0)" } ?? "nil")
/// The app's own keyword property, registered in Swift and declared in cascade.json.
enum Elevation: String, CSSKeyword {
  case flat, raised
  var cssKeyword: String { rawValue }
}

/// The app's own view type.
final class Badge: Label {
  var elevation = Elevation.flat
}

var vocabulary = StyleVocabulary.generatedTokens
vocabulary.register(Badge.self)
vocabulary.register("elevation", \Badge.elevation)
if let path = Bundle.module.path(forResource: "Card", ofType: "css") {
  let sheet = try vocabulary.load(contentsOfFile: path)
  print("Card.css problems", sheet.diagnostics.count)
  let badge = Badge()
  try sheet.stylesheet.apply(to: badge, in: StyleContext(theme: theme))
  print("Badge elevation", badge.elevation.rawValue)
}
