// A cycle among a custom type's children is reported, and the walk ends.

import Cascade

// snippet.hide
final class Folder: Stylable {
  var styleClasses: Set<String>
  var styleState: StyleState = []
  let styleStorage = StyleStorage()
  weak var parent: Folder?
  var children: [Folder] = []
  var isBold = false

  init(_ name: String) { styleClasses = [name] }

  var styleParent: (any Stylable)? { parent }
  var styleChildren: [any Stylable] { children }
}
// snippet.show
let mail = Folder("mail")
let inbox = Folder("inbox")
inbox.parent = mail
mail.children = [inbox]
mail.parent = inbox  // a mistake: each folder is the other's parent
inbox.children = [mail]

let folders = Stylesheet { Rule(Folder.self) { Setter(\.isBold, true) } }
do {
  try folders.apply(to: mail)
} catch {
  for cycle in error.cycles { print(cycle) }  // Folder .mail, met again from Folder .inbox, …
}

// An explanation cannot throw: it sends the cycle among the ancestors to a handler.
StyleDiagnostics.setCycleHandler { cycle in print("explaining: \(cycle)") }
_ = folders.explanation(for: mail)
// snippet.hide
StyleDiagnostics.resetHandler()
inbox.children = []  // break the cycle, so that both folders are released
// snippet.show
