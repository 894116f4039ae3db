// An object whose property inherits from its parent keeps its own original, so that a
// restyle that no longer sets the property lets it inherit again.

import Cascade

final class Swatch: Stylable, PropertyNaming {
  var styleClasses: Set<String> = []
  var styleState: StyleState = []
  let styleStorage = StyleStorage()
  private(set) weak var parent: Swatch?
  private(set) var children: [Swatch] = []

  var styleParent: (any Stylable)? { parent }
  var styleChildren: [any Stylable] { children }
  static var propertyNames: [AnyKeyPath: String] { [\Swatch.color: "color"] }

  // The color is the swatch's own, or else its parent's, as a view's tint is.
  private var ownColor: String?
  var color: String {
    get { ownColor ?? parent?.color ?? "system" }
    set { ownColor = newValue }
  }

  func add(_ child: Swatch) {
    children.append(child)
    child.parent = self
  }

  // The original of `color` is whether the swatch had a color of its own, and which:
  // reading `color` would keep the parent's as if it were the swatch's.
  func styleOriginal(of property: String) -> (any Sendable)? {
    property == "color" ? Kept(color: ownColor) : nil
  }

  func restoreStyleOriginal(_ original: any Sendable, of property: String) {
    if property == "color", let kept = original as? Kept { ownColor = kept.color }
  }

  struct Kept: Sendable {
    let color: String?
  }
}

let parent = Swatch()
parent.color = "red"
let child = Swatch()
parent.add(child)
child.styleClasses = ["accent"]
let sheet = Stylesheet("Swatches") {
  Rule(Swatch.self, classes: ["accent"]) { Setter(\.color, "blue") }
}
try sheet.apply(to: parent)
print(child.color)  // blue

child.styleClasses = []
try sheet.apply(to: parent)
parent.color = "green"
print(child.color)  // green: it inherits again
