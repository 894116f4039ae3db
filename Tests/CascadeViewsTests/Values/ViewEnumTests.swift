import CascadeViews
import Testing

@Suite struct ViewEnumTests {
  @Test func contentModeHasUIKitsThirteenCasesInOrder() {
    #expect(
      ContentMode.allCases.map(\.description) == [
        "scaleToFill", "scaleAspectFit", "scaleAspectFill", "redraw", "center", "top", "bottom",
        "left", "right", "topLeft", "topRight", "bottomLeft", "bottomRight",
      ])
  }

  @Test func tintAdjustmentModeHasUIKitsCases() {
    #expect(TintAdjustmentMode.allCases.map(\.description) == ["automatic", "normal", "dimmed"])
  }

  @Test func textAlignmentHasUIKitsCases() {
    #expect(
      TextAlignment.allCases.map(\.description) == [
        "left", "center", "right", "justified", "natural",
      ])
  }

  @Test func lineBreakModeHasUIKitsCases() {
    #expect(
      LineBreakMode.allCases.map(\.description) == [
        "byWordWrapping", "byCharWrapping", "byClipping", "byTruncatingHead",
        "byTruncatingTail", "byTruncatingMiddle",
      ])
  }

  @Test func axisIsHorizontalOrVertical() {
    #expect(Axis.allCases == [.horizontal, .vertical])
    #expect("\(Axis.vertical)" == "vertical")
  }
}
