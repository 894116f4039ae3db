// A theme that gives a duration token a bare number.
// expect-first-error: 6:45: cannot assign value of type 'Double' to subscript of type 'AnimationDuration'
import CascadeViews

let motion = Theme(name: "Motion") { theme in
  theme[Token<AnimationDuration>("fast")] = 0.2
}
