// A rule given a style with a label it does not take.
// expect-first-error: 7:8: cannot convert value of type 'Label.Type' to expected argument type 'StyleSelector'
import CascadeViews

let title = Style<Label> { Setter(\.font, .headline) }
let sheet = Stylesheet {
  Rule(Label.self, style: title)
}
