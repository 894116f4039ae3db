// A number where a duration, with its unit, is expected.
// expect-first-error: 5:39: cannot convert value of type 'Int' to expected argument type 'AnimationDuration'
import CascadeViews

let fade = TransitionTiming(duration: 200)
