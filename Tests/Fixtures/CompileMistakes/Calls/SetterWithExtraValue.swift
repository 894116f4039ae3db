// A setter with one value too many.
// expect-first-error: 6:9: missing argument label 'fileID:' in call
import CascadeViews

let style = Style<Label> {
  Setter(\.numberOfLines, 2, 3)
}
