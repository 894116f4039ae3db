// Restyle after a change: what no rule sets any more goes back to the value it had before.

import CascadeViews

// snippet.hide
// A card with a label and a button, and a list outside it.
// snippet.show
let card = View()
card.styleClasses = ["card"]
let status = Label()
status.styleClasses = ["muted"]
status.numberOfLines = 3  // set by the app before any styling
let follow = Button()
let list = View()
card.addSubview(status)
card.addSubview(follow)

let app = Stylesheet("App") {
  Rule(Label.self) { Setter(\.textColor, .token(.primaryText)) }
  Rule(Label.self, classes: ["muted"]) { Setter(\.alpha, 0.5) }
  Rule(Label.self, inside: StyleSelector(classes: ["card"])) { Setter(\.numberOfLines, 1) }
  Rule(Button.self, state: .highlighted) { Setter(\.alpha, 0.6) }
}

let report = { (moment: String) in
  print("\(moment): label alpha \(status.alpha), lines \(status.numberOfLines),", terminator: "")
  print(" button alpha \(follow.alpha)")
}

do {
  try app.apply(to: card)
  report("styled")

  // Change classes and state, then apply again.
  status.styleClasses = []
  follow.isHighlighted = true
  try app.apply(to: card)
  report("unmuted, pressed")

  // Move the label out of the card: the rule for labels inside a card no longer matches.
  follow.isHighlighted = false
  list.addSubview(status)
  try app.apply(to: list)
  try app.apply(to: card)
  report("moved, released")

  // A later layer wins whatever the specificity, as a CSS @layer does.
  let overrides = Stylesheet("Overrides") {
    Rule(View.self) { Setter(\.alpha, 1) }
  }
  status.styleClasses = ["muted"]
  try Stylesheet.layered([app, overrides]).apply(to: list)
  print("layered: muted label alpha \(status.alpha), color \(status.textColor)")
} catch {
  print(error)
}
