// Name the properties of a class that can be subclassed, so that descriptions read as names.

import CascadeViews

class Meter: View {
  var level = 0.0
}

class NamedMeter: View {
  var level = 0.0

  override class var propertyNames: [AnyKeyPath: String] {
    super.propertyNames.merging([\NamedMeter.level: "level"]) { _, own in own }
  }
}

print(Style<Meter> { Setter(\.level, 0.5) })
// Style<Meter> (1 setter)
//   <computed 0x… (Double)> = 0.5 (NamingProperties/NamingProperties.swift:17)
print(Style<NamedMeter> { Setter(\.level, 0.5) })
// Style<NamedMeter> (1 setter)
//   level = 0.5 (NamingProperties/NamingProperties.swift:20)
