// A misspelt property in a block that extends a style.
// expect-first-error: 7:10: value of type 'Label' has no member 'fonts'
import CascadeViews

let base = Style<Label> { Setter(\.font, .body) }
let title = Style<Label>(extending: base) {
  Setter(\.fonts, .headline)
}
