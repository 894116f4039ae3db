import CascadeViews
import Testing

@Suite struct ColorTests {
  @Test func componentsAreClampedToTheUnitRange() {
    let color = Color(red: 2, green: -1, blue: .nan, opacity: 1.5)
    #expect(color == Color(red: 1, green: 0, blue: 0, opacity: 1))
  }

  @Test(arguments: [
    (Color.white, "#FFFFFF"), (Color.black, "#000000"), (Color.blue, "#007AFF"),
    (Color.black.opacity(0.5), "#00000080"),
  ])
  func theDescriptionIsAHexString(_ color: Color, _ hex: String) {
    #expect(color.description == hex)
  }
}
