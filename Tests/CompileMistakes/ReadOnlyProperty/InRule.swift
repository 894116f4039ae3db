// A read-only property in a stylesheet rule.
// expect-first-error: 7:5: 'init(_:_:fileID:line:)' is unavailable: the property is read-only: a setter needs a property it can write ('var' with an accessible setter)
import CascadeViews

let sheet = Stylesheet {
  Rule(Button.self) {
    Setter(\.currentTitle, "Go")
  }
}
