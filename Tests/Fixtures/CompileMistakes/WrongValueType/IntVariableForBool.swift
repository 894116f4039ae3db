// A variable of the wrong type: int variable where the property takes bool.
// expect-first-error: 7:22: type 'Int' cannot be used as a boolean; test for '!= 0' instead
import CascadeViews

let hidden = 0
let style = Style<Label> {
  Setter(\.isHidden, hidden)
}
