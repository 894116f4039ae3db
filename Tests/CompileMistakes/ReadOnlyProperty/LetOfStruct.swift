// A `let` property of a value-type root.
// expect-first-error: 7:3: 'init(_:_:fileID:line:)' is unavailable: the property is read-only: a setter needs a property it can write ('var' with an accessible setter)
import CascadeViews

struct Metrics { let scale = 1.0 }
let style = Style<Metrics> {
  Setter(\.scale, 2)
}
