// Colors where a gradient's stops, each a color at a position, are expected.
// expect-first-error: 5:35: type 'ColorGradient.Stop' has no member 'red'
import CascadeViews

let fill = ColorGradient(stops: [.red, .blue])
