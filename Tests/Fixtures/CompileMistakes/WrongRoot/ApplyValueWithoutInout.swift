// A value-type style applied without `&`.
// expect-first-error: 7:7: no exact matches in call to instance method 'apply'
import CascadeViews

let roomy = Style<EdgeInsets> { Setter(\.top, 8) }
var insets = EdgeInsets.zero
roomy.apply(to: insets)
