// Applying a sheet again styles only what changed; `.all` styles everything again.

import CascadeViews  // the substitute views, with Cascade re-exported

let sheet = Stylesheet("App") {
  Rule(Label.self) { Setter(\.textColor, .token(.primaryText)) }
  Rule(Label.self, classes: ["title"]) { Setter(\.numberOfLines, 2) }
  Rule(Label.self, inside: StyleSelector(classes: ["card"])) { Setter(\.font, .headline) }
}

let screen = View()
let card = View()
screen.addSubview(card)
let labels = (0..<3).map { _ in Label() }
for label in labels { card.addSubview(label) }

try sheet.apply(to: screen, in: .light)

// Nothing changed: the tree is passed by, and nothing is written.
labels.forEach { $0.resetChangeCount() }
try sheet.apply(to: screen, in: .light)
print(labels.map(\.changeCount))  // [0, 0, 0]

// One label's class changed: that label alone is styled again.
labels[1].styleClasses = ["title"]
try sheet.apply(to: screen, in: .light)
print(labels.map(\.numberOfLines))  // [1, 2, 1]

// The card's class changed: the rule inside cards now reaches every label.
card.styleClasses = ["card"]
try sheet.apply(to: screen, in: .light)
print(labels.map { $0.font == .headline })  // [true, true, true]

// A value written by hand stays while nothing changes; `.all` writes the sheet's again.
let label = labels[0]
label.textColor = .red  // by hand
try sheet.apply(to: screen, in: .light)  // label still red: nothing changed
try sheet.apply(to: screen, in: .light, restyling: .all)  // the sheet's color again
print(label.textColor == .black)  // true

// An object of the app's own reports its changes, as the substitute views do.
final class Badge: Stylable {
  var styleClasses: Set<String> = [] { didSet { setNeedsRestyle() } }
  var styleState: StyleState = []
  weak var styleParent: (any Stylable)?
  var styleChildren: [any Stylable] { [] }
  let styleStorage = StyleStorage(reportsChanges: true)
}

let badge = Badge()
badge.styleClasses = ["new"]
try Stylesheet { Rule(Badge.self, classes: ["new"]) {} }.apply(to: badge)

// A subclass that computes its state reports its changes too, as the view it inherits from.
final class Toggle: View {
  var isOn = false { didSet { if isOn != oldValue { setNeedsRestyle() } } }
  override var styleState: StyleState { isOn ? .selected : [] }
}

let toggle = Toggle()
screen.addSubview(toggle)
let toggles = Stylesheet("Toggles") { Rule(Toggle.self, state: .selected) { Setter(\.alpha, 1) } }
toggle.alpha = 0.5
try toggles.apply(to: screen, in: .light)
toggle.isOn = true  // reported: the sheet styles the toggle again
try toggles.apply(to: screen, in: .light)
print(toggle.alpha)  // 1.0

// A subtree applied in another context is styled again by the next walk from the root.
try sheet.apply(to: card, in: .dark)
print(labels[2].textColor == .white)  // true
try sheet.apply(to: screen, in: .light)
print(labels[2].textColor == .black)  // true
