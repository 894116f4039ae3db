// A custom setter extension that forgets its value type.
// expect-first-error: 8:36: cannot convert value of type 'Double' to expected argument type 'Value'
import CascadeViews

final class Gauge { var level = 0.0 }
extension Setter where Root == Gauge {
  static func level(_ value: Double) -> Setter {
    Setter(.named("level"), value: value) { gauge, level in gauge.level = level }
  }
}
