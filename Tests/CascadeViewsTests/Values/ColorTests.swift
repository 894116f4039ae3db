import CascadeViews
import Testing

@Suite struct ColorTests {
  @Test func componentsAreClampedToTheUnitRange() {
    let color = Color(red: 2, green: -1, blue: .nan, opacity: 1.5)
    #expect(color == Color(red: 1, green: 0, blue: 0, opacity: 1))
  }

  @Test(arguments: [-1, .nan, -.infinity] as [Double])
  func opacityBelowZeroOrNaNBecomesTransparent(_ opacity: Double) {
    #expect(Color.red.opacity(opacity).opacity == 0)
  }

  @Test(arguments: [1.5, .infinity] as [Double])
  func opacityAboveOneBecomesOpaque(_ opacity: Double) {
    #expect(Color.red.opacity(opacity).opacity == 1)
  }

  @Test func opacityKeepsTheComponents() {
    let faded = Color.blue.opacity(0.25)
    #expect(faded.red == Color.blue.red)
    #expect(faded.green == Color.blue.green)
    #expect(faded.blue == Color.blue.blue)
    #expect(faded.opacity == 0.25)
  }

  @Test(arguments: [
    (Color.white, "#FFFFFF"), (Color.black, "#000000"), (Color.blue, "#007AFF"),
    (Color.black.opacity(0.5), "#00000080"), (Color.clear, "#00000000"),
  ])
  func theDescriptionIsTheHexString(_ color: Color, _ hex: String) {
    #expect(color.description == hex)
    #expect(color.hexString == hex)
  }

  @Test func componentsRoundToTheNearestByte() {
    #expect(Color(red: 0.501, green: 0.499, blue: 0.002).hexString == "#807F01")
  }
}
