// Prints the generated theme's values, and the problems of the bundled sheet read with the
// generated tokens, for .ci/plugin-fixture.sh to compare.
import CascadeViews
import Foundation

let theme = Theme.brandTokens
let primary = theme[Token<CascadeViews.Color>.colorBrandPrimary]
let radius = theme[Token<Double>.dimensionRadiusCard]
print("colorBrandPrimary", primary.map { "\($0)" } ?? "nil")
print("dimensionRadiusCard", radius.map { "\($0)" } ?? "nil")
if let path = Bundle.module.path(forResource: "Card", ofType: "css") {
  let sheet = try StyleVocabulary.generatedTokens.load(contentsOfFile: path)
  print("Card.css problems", sheet.diagnostics.count)
}
