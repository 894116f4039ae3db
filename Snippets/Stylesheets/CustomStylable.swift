// Make a type of your own stylable: classes, state, storage, a parent and children.

import Cascade

final class Widget: Stylable {
  var styleClasses: Set<String> = []
  var styleState: StyleState = []
  let styleStorage = StyleStorage()
  private(set) weak var parent: Widget?
  private(set) var children: [Widget] = []

  var styleParent: (any Stylable)? { parent }
  var styleChildren: [any Stylable] { children }

  var color = "black"
  var size = 12.0

  func add(_ child: Widget) {
    child.parent = self
    children.append(child)
  }
}

let widgetSheet = Stylesheet {
  Rule(Widget.self) { Setter(\.size, 14) }
  Rule(Widget.self, classes: ["warning"]) { Setter(\.color, "orange") }
}
// snippet.hide
let panel = Widget()
let warning = Widget()
warning.styleClasses = ["warning"]
panel.add(warning)
try widgetSheet.apply(to: panel)
print("panel: \(panel.color) at \(panel.size); warning: \(warning.color) at \(warning.size)")
