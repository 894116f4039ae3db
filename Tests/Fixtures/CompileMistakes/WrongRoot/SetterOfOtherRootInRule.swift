// A setter for another view class in a rule.
// expect-first-error: 7:12: cannot convert value of type 'KeyPath<View, Value>' to expected argument type 'WritableKeyPath<Label, Bool>'
import CascadeViews

let sheet = Stylesheet {
  Rule(Label.self) {
    Setter(\Button.isEnabled, false)
  }
}
