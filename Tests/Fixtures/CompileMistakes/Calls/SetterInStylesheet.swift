// A setter directly in a stylesheet, outside a rule.
// expect-first-error: 6:3: cannot convert value of type 'Setter<Label, Int>' to expected argument type 'Rule'
import CascadeViews

let sheet = Stylesheet {
  Setter(\Label.numberOfLines, 2)
}
