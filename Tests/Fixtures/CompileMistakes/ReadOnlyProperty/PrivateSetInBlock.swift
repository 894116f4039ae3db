// A property with a private setter, in a block.
// expect-first-error: 6:3: 'init(_:_:fileID:line:)' is unavailable: the key path is read-only (a 'let', a 'private(set)' or get-only property, or a value of type KeyPath): a setter needs a WritableKeyPath
import CascadeViews

let style = Style<Label> {
  Setter(\.changeCount, 0)
}
