// One text sheet styles a SwiftUI card; the values its elements resolve to are printed.
// snippet.hide
import CascadeSwiftUI
import SwiftUI

// snippet.show
let cardStyles = StyleVocabulary.standard.load(
  """
  .card {
    background-color: white;
    border-radius: 12px;
    padding: 16px;
    box-shadow: 0 2px 6px rgba(0, 0, 0, 0.2);
  }
  .card Text.name { font: headline; color: var(--primary-text); }
  .card Text.role { font: subheadline; color: var(--secondary-text); }
  Button.primary { title-color: white; background-color-normal: var(--accent); border-radius: 8px; }
  @media (prefers-color-scheme: dark) { .card { background-color: #1C1C1E; } }
  """, named: "card.css")

struct ProfileCard: View {
  let name: String
  let role: String

  var body: some View {
    VStack(alignment: .leading, spacing: 4) {
      Text(name).styleClass("name")
      Text(role).styleClass("role")
      Button("Follow") {}.styleClass("primary")
    }
    .styleClass("card")
  }
}

// Once, near the root of the screen; tokens follow the color scheme's theme:
let screen = ProfileCard(name: "Ada Lovelace", role: "Engineer")
  .stylesheet(cardStyles)

// What each element of the card resolves to, which the modifiers apply:
let resolver = ElementResolver(sheet: cardStyles.stylesheet, context: .light)
let card = resolver.resolve(Element(.stack, classes: ["card"]), below: nil)
print(card.path, card.style.backgroundColor.map { "\($0)" } ?? "-")
for (kind, name) in [(ElementKind.text, "name"), (.text, "role"), (.button, "primary")] {
  let element = resolver.resolve(Element(kind, classes: [name]), below: card)
  print(
    element.path, element.style.font.map { "\($0)" } ?? "-",
    element.style.foregroundColor.map { "\($0)" } ?? "-")
}
// snippet.hide
_ = screen
