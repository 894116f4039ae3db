// A misspelt font weight.
// expect-first-error: 6:19: type 'StyleValue<Font>' has no member 'system'
import CascadeViews

let style = Style<Label> {
  Setter(\.font, .system(size: 17, weight: .semiBold))
}
