// A custom setter with a misspelt identity kind.
// expect-first-error: 7:26: type 'SetterIdentity' has no member 'name'
import CascadeViews

final class Gauge { var level = 0.0 }
let style = Style<Gauge> {
  Setter<Gauge, Double>(.name("level"), value: 1) { gauge, level in gauge.level = level }
}
