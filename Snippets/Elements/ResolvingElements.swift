// Elements described, not built, resolved by a text sheet in light and dark traits, with
// the rule behind each value; what CascadeSwiftUI does for every marked view.
// snippet.hide
import CascadeElements
import CascadeViews

// snippet.show
let sheet = StyleVocabulary.standard.load(
  """
  .card { background-color: var(--secondary-background); padding: 16px; }
  .card Text.name { font: headline; color: var(--primary-text); }
  Button.primary:highlighted { opacity: 0.6; }
  @media (prefers-color-scheme: dark) { .card Text.name { color: white; } }
  """, named: "card.css")
let resolver = ElementResolver(sheet: sheet.stylesheet, context: .light)

// A card holding a name and a pressed button, each below its parent's resolution.
let card = resolver.resolve(Element(.stack, classes: ["card"]), below: nil)
let name = resolver.resolve(Element(.text, classes: ["name"]), below: card)
let pressed = resolver.resolve(
  Element(.button, classes: ["primary"], state: .highlighted), below: card)
print(name.path, name.style.font.map { "\($0)" } ?? "-")
print(pressed.style.opacity ?? 1)  // 0.6

// The same name in dark traits: `@media (prefers-color-scheme)` follows the traits, while
// `var()` tokens resolve in the resolver's theme, light here.
var dark = Traits()
dark.colorScheme = .dark
let darkName = resolver.resolve(Element(.text, classes: ["name"]), below: card, traits: dark)
print(darkName.traits.colorScheme, darkName.style.foregroundColor.map { "\($0)" } ?? "-")

// Where each value comes from: the rule and the file, line and column of its declaration.
print(resolver.explanation(for: name))
