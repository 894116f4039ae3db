// A custom setter whose write takes another type.
// expect-first-error: 8:19: cannot assign value of type 'String' to type 'Double'
import CascadeViews

final class Gauge { var level = 0.0 }
let style = Style<Gauge> {
  Setter<Gauge, Double>(.named("level"), value: 1) { gauge, level in
    gauge.level = String(level)
  }
}
