import CascadeViews
import Testing

@Suite struct ShadowTests {
  @Test func defaultsAreCALayers() {
    let shadow = Shadow()
    #expect(shadow.color == .black)
    #expect(shadow.opacity == 0)
    #expect(shadow.radius == 3)
    #expect(shadow.offset == Size(width: 0, height: -3))
    #expect(shadow == .none)
  }

  @Test(
    arguments: [(-0.5, 0), (.nan, 0), (1.5, 1), (.infinity, 1), (0.3, 0.3)] as [(Double, Double)])
  func opacityIsClampedToTheUnitRange(_ opacity: Double, _ expected: Double) {
    #expect(Shadow(opacity: opacity).opacity == expected)
  }

  @Test(arguments: [(-2, 0), (.nan, 0), (-.infinity, 0), (8, 8)] as [(Double, Double)])
  func aNegativeOrNaNRadiusIsClampedToZero(_ radius: Double, _ expected: Double) {
    #expect(Shadow(radius: radius).radius == expected)
  }

  @Test(arguments: [
    (Shadow.none, "none"),
    (Shadow(opacity: 0.5), "#000000 opacity 0.5 radius 3.0 offset (width: 0.0, height: -3.0)"),
    (
      Shadow(color: .blue, opacity: 1, radius: 12, offset: .zero),
      "#007AFF opacity 1.0 radius 12.0 offset (width: 0.0, height: 0.0)"
    ),
  ])
  func theDescriptionShowsEveryProperty(_ shadow: Shadow, _ description: String) {
    #expect(shadow.description == description)
  }
}
