// A computed property without a setter, in a block.
// expect-first-error: 6:3: 'init(_:_:fileID:line:)' is unavailable: the property is read-only: a setter needs a property it can write ('var' with an accessible setter)
import CascadeViews

let style = Style<Button> {
  Setter(\.currentTitle, "Go")
}
