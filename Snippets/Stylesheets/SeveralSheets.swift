// Style one tree with several sheets: each keeps its own part, known by the sheet's name.

import CascadeViews

// snippet.hide
let screen = View()
let title = Label()
screen.addSubview(title)
let show = {
  print("alpha \(title.alpha), corner radius \(title.cornerRadius), lines \(title.numberOfLines)")
}
// snippet.show
let app = Stylesheet("App") {
  Rule(Label.self) { Setter(\.alpha, 0.5) }
}
let feature = Stylesheet("Feature") {
  Rule(Label.self) {
    Setter(\.cornerRadius, 4)
    Setter(\.alpha, 0.8)
  }
}

do {
  try app.apply(to: screen)
  try feature.apply(to: screen)  // alpha 0.8 and radius 4: Feature came second
  try app.apply(to: screen)  // the same: App restyles its own part only
  try feature.remove(from: screen)  // alpha 0.5 from App, radius 0 as before
  show()

  // A sheet of the same name, such as a file read again, replaces the earlier part.
  let appAgain = Stylesheet("App") { Rule(Label.self) { Setter(\.numberOfLines, 2) } }
  try appAgain.apply(to: screen)  // alpha 1 as before any sheet, two lines
  show()
} catch {
  print(error)
}
