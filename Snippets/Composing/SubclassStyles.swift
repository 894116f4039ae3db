// Use a style for a superclass in a style for its subclass; the compiler checks the upcast.

import CascadeViews

class Shape: PropertyNaming {
  var fill = "none"
  var strokeWidth = 0.0

  class var propertyNames: [AnyKeyPath: String] {
    [\Shape.fill: "fill", \Shape.strokeWidth: "strokeWidth"]
  }
}

final class Circle: Shape {
  var radius = 1.0

  override class var propertyNames: [AnyKeyPath: String] {
    [\Circle.fill: "fill", \Circle.strokeWidth: "strokeWidth", \Circle.radius: "radius"]
  }
}

let outlined = Style<Shape> {
  Setter(\.fill, "white")
  Setter(\.strokeWidth, 1)
}

let dot = Style<Circle> {
  outlined.lifted(upcast: { (circle: Circle) in circle })
  Setter(\.radius, 4)
  Setter(\.fill, "red")  // overrides the lifted fill: both types name it "fill"
}
print(dot)
// Style<Circle> (3 setters)
//   strokeWidth = 1.0 (SubclassStyles/SubclassStyles.swift:24)
//   radius = 4.0 (SubclassStyles/SubclassStyles.swift:29)
//   fill = "red" (SubclassStyles/SubclassStyles.swift:30)

let circle = Circle()
dot.apply(to: circle)
print("fill \(circle.fill), stroke \(circle.strokeWidth), radius \(circle.radius)")
// fill red, stroke 1.0, radius 4.0

// For a view, CascadeViews lifts a style for View, or for Button, with `lifted()`: the
// subclass is inferred from the block.
let rounded = Style<View>().cornerRadius(8).clipsToBounds(true)
let chip = Style<Label> {
  rounded.lifted()
  Setter(\.cornerRadius, 12)
}
print(chip)
// Style<Label> (2 setters)
//   clipsToBounds = true (SubclassStyles/SubclassStyles.swift:45)
//   cornerRadius = 12.0 (SubclassStyles/SubclassStyles.swift:48)

// Outside a block, name the subclass.
let oneLine = Style.compose(rounded.lifted(to: Label.self), Style<Label>().numberOfLines(1))
print(oneLine.count)  // 3
