// A rule without its block.
// expect-first-error: 6:18: missing argument for parameter #9 in call
import CascadeViews

let sheet = Stylesheet {
  Rule(Label.self)
}
