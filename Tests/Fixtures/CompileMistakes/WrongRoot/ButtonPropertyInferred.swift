// A property the root lacks, written without a root.
// expect-first-error: 6:10: value of type 'Label' has no member 'isEnabled'
import CascadeViews

let style = Style<Label> {
  Setter(\.isEnabled, false)
}
