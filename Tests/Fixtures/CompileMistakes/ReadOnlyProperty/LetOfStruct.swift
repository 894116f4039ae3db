// A `let` property of a value-type root.
// expect-first-error: 7:3: 'init(_:_:fileID:line:)' is unavailable: the key path is read-only (a 'let', a 'private(set)' or get-only property, or a value of type KeyPath): a setter needs a WritableKeyPath
import CascadeViews

struct Metrics { let scale = 1.0 }
let style = Style<Metrics> {
  Setter(\.scale, 2)
}
