// A misspelt property in a stylesheet rule.
// expect-first-error: 7:12: value of type 'Label' has no member 'textColr'
import CascadeViews

let sheet = Stylesheet {
  Rule(Label.self) {
    Setter(\.textColr, .red)
  }
}
