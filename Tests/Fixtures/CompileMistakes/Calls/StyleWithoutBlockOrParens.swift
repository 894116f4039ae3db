// A style type used without creating a style.
// expect-first-error: 6:13: cannot convert value of type 'Style<Label>.Type' to expected argument type 'Style<Label>'
import CascadeViews

let label = Label()
label.style(Style<Label>)
