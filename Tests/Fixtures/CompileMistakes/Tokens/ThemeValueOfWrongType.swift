// A theme value of the wrong type for its token.
// expect-first-error: 6:18: cannot assign value of type 'Int' to subscript of type 'Color'
import CascadeViews

var theme = Theme(name: "Brand")
theme[.accent] = 3
