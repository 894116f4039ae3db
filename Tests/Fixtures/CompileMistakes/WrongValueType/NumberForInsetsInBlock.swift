// A value of the wrong type in a block: number where the property takes insets.
// expect-first-error: 6:27: cannot convert value of type 'Int' to expected argument type 'EdgeInsets'
import CascadeViews

let style = Style<View> {
  Setter(\.layoutMargins, 8)
}
