import CascadeViews
import Testing

@Suite struct AlphaTests {
  @Test(
    arguments: [
      (1.5, 1), (.infinity, 1), (-1, 0), (-.infinity, 0), (-0.25, 0),
    ] as [(Double, Double)])
  func aWriteOutsideZeroToOneIsClampedIntoIt(_ written: Double, _ kept: Double) {
    let view = View()
    view.alpha = 0.5
    view.alpha = written
    #expect(view.alpha == kept)
  }

  @Test(arguments: [0, 0.25, 1] as [Double])
  func aWriteWithinZeroToOneIsKept(_ alpha: Double) {
    let view = View()
    view.alpha = alpha
    #expect(view.alpha == alpha)
  }

  @Test func aNaNWriteIsIgnored() {
    let view = View()
    view.alpha = 0.5
    view.resetChangeCount()
    view.alpha = .nan
    #expect(view.alpha == 0.5)
    #expect(view.changeCount == 0)
  }

  @Test func aStyleThatSetsNaNLeavesTheAlphaAlone() {
    let label = Label()
    Style<Label>().alpha(.nan).apply(to: label)
    #expect(label.alpha == 1)
  }

  @Test func clampingToTheCurrentValueIsNoChange() {
    let view = View()
    view.alpha = 2
    #expect(view.changeCount == 0)
  }
}
