import CascadeViews
import Testing

@Suite struct EdgeInsetsTests {
  @Test func everyEdgeDefaultsToZero() {
    #expect(EdgeInsets() == .zero)
    #expect(EdgeInsets(bottom: 2) == EdgeInsets(top: 0, leading: 0, bottom: 2, trailing: 0))
  }

  @Test func allSetsEveryEdge() {
    #expect(EdgeInsets(all: 8) == EdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
  }

  @Test func horizontalAndVerticalSetOpposingEdges() {
    #expect(
      EdgeInsets(horizontal: 12, vertical: 4)
        == EdgeInsets(top: 4, leading: 12, bottom: 4, trailing: 12))
  }

  @Test func negativeInsetsAreKept() {
    #expect(EdgeInsets(all: -4).top == -4)
  }

  @Test func theDescriptionLabelsEachEdge() {
    #expect(
      EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4).description
        == "(top: 1.0, leading: 2.0, bottom: 3.0, trailing: 4.0)")
  }
}
