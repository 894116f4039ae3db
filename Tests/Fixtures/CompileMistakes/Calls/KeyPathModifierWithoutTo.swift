// The key-path modifier without its `to:` label.
// expect-first-error: 6:11: missing argument label 'to:' in call
import CascadeViews

let style = Style<Label>()
  .setting(\.numberOfLines, 2)
