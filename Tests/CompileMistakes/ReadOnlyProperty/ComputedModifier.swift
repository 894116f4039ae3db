// A computed property without a setter, in the key-path modifier.
// expect-first-error: 6:4: 'setting(_:to:fileID:line:)' is unavailable: the property is read-only: a style can set only a property it can write ('var' with an accessible setter)
import CascadeViews

let style = Style<View>()
  .setting(\.changedProperties, to: [])
