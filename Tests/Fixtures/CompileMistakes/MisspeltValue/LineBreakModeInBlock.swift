// A misspelt value: line break mode.
// expect-first-error: 6:28: type 'LineBreakMode' has no member 'byWordWrap'
import CascadeViews

let style = Style<Label> {
  Setter(\.lineBreakMode, .byWordWrap)
}
