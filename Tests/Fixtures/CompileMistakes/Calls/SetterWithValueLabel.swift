// A setter with a `value:` label.
// expect-first-error: 6:9: extraneous argument label 'value:' in call
import CascadeViews

let style = Style<Label> {
  Setter(\.numberOfLines, value: 2)
}
