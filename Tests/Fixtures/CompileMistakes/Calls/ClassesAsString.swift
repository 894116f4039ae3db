// Style classes given as one string.
// expect-first-error: 6:29: cannot convert value of type 'String' to expected argument type 'Set<String>'
import CascadeViews

let sheet = Stylesheet {
  Rule(Label.self, classes: "caption") { Setter(\.alpha, 0.6) }
}
