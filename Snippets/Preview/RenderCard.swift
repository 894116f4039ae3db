// Render a styled card to an HTML page, light and dark side by side.
import CascadePreview
import CascadeViews

// snippet.hide
let path = ".build/preview/RenderCard.html"
// snippet.show
func makeCard() -> View {
  let card = View()
  card.styleClasses = ["card"]
  let title = Label()
  title.text = "Ada Lovelace"
  card.addSubview(title)
  return card
}

let sheet = Stylesheet("Card") {
  Rule(View.self, classes: ["card"]) {
    Setter(\.backgroundColor, .token(.secondaryBackground))
    Setter(\.cornerRadius, .token(.cardCornerRadius))
  }
  Rule(Label.self) {
    Setter(\.textColor, .token(.primaryText))
    Setter(\.font, .headline)
  }
}

let light = makeCard()
let dark = makeCard()
try sheet.apply(to: light, in: .light)
try sheet.apply(to: dark, in: .dark)

let page = PreviewPage(
  title: "Card",
  renderings: [
    PreviewRendering(light, caption: "Light"),
    PreviewRendering(dark, caption: "Dark", colorScheme: .dark),
  ])
try page.write(toFile: path)
print("Open \(path) in a browser")
// snippet.hide
precondition(page.html == page.html, "rendering is deterministic")
