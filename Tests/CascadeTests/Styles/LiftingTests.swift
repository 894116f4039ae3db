import Cascade
import Testing

@Suite struct LiftingTests {
  let outlined = Style<Shape> {
    Setter(\.fill, "white")
    Setter(\.strokeWidth, 1)
  }

  @Test func aSuperclassStyleAppliesToASubclass() {
    let circle = Circle()
    outlined.lifted(upcast: { (circle: Circle) in circle }).apply(to: circle)
    #expect(circle.fill == "white")
    #expect(circle.strokeWidth == 1)
  }

  @Test func aSuperclassStyleNestsInASubclassBlock() {
    let style = Style<Circle> {
      outlined.lifted(upcast: { $0 })
      Setter(\.radius, 4)
    }
    let circle = Circle()
    style.apply(to: circle)
    #expect(circle.fill == "white")
    #expect(circle.radius == 4)
  }

  @Test func namedPropertiesAreReRootedSoTheSubclassSetterOverrides() {
    let style = Style<Circle> {
      outlined.lifted(upcast: { $0 })
      Setter(\.fill, "red")
    }
    #expect(style.count == 2)
    #expect(style.value(for: \.fill) == "red")
    #expect(style.identities.contains(.keyPath(\Circle.strokeWidth)))
  }

  @Test func composingWithALiftedStyleWritesEachPropertyOnce() {
    let circleStyle = Style<Circle> { Setter(\.strokeWidth, 3) }
    let composed = Style.compose(outlined.lifted(upcast: { $0 }), circleStyle)
    #expect(composed.count == 2)
    #expect(composed.value(for: \.strokeWidth) == 3.0)
  }

  @Test func unnamedPropertiesKeepTheirIdentityAndStillApplyInOrder() {
    let base = Style<Plain> { Setter(\.fill, "blue") }
    let style = Style<PlainChild> {
      base.lifted(upcast: { $0 })
      Setter(\.fill, "green")
      Setter(\.size, 2)
    }
    let child = PlainChild()
    style.apply(to: child)
    #expect(child.fill == "green")
    #expect(style.count == 3)
  }

  @Test func aLiftedSetterKeepsItsValueAndSite() {
    let lifted = outlined.lifted(upcast: { (circle: Circle) in circle })
    #expect(lifted.setters.map(\.location) == outlined.setters.map(\.location))
    #expect(lifted.value(for: \.fill) == "white")
  }
}
