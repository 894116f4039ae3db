import CascadeViews
import Testing

@Suite struct BorderTests {
  @Test func noneIsAZeroWidthClearBorder() {
    #expect(Border.none == Border(width: 0, color: .clear))
  }

  @Test(arguments: [-1, -.infinity, .nan] as [Double])
  func aNegativeOrNaNWidthIsClampedToZero(_ width: Double) {
    #expect(Border(width: width, color: .red).width == 0)
  }

  @Test func aPositiveWidthIsKept() {
    #expect(Border(width: 1.5, color: .red).width == 1.5)
  }

  @Test(arguments: [
    (Border.none, "none"), (Border(width: 2, color: .blue), "2.0 #007AFF"),
    (Border(width: 0, color: .red), "0.0 #FF3B30"),
  ])
  func theDescriptionShowsWidthAndColor(_ border: Border, _ description: String) {
    #expect(border.description == description)
  }
}
