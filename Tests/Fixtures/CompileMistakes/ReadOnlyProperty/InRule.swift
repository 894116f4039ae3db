// A read-only property in a stylesheet rule.
// expect-first-error: 7:5: 'init(_:_:fileID:line:)' is unavailable: the key path is read-only (a 'let', a 'private(set)' or get-only property, or a value of type KeyPath): a setter needs a WritableKeyPath
import CascadeViews

let sheet = Stylesheet {
  Rule(Button.self) {
    Setter(\.currentTitle, "Go")
  }
}
