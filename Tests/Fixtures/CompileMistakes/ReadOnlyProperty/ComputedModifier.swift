// A computed property without a setter, in the key-path modifier.
// expect-first-error: 6:4: 'setting(_:to:fileID:line:)' is unavailable: the key path is read-only (a 'let', a 'private(set)' or get-only property, or a value of type KeyPath): a style sets only through a WritableKeyPath
import CascadeViews

let style = Style<View>()
  .setting(\.changedProperties, to: [])
