import CascadePreview
import CascadeViews
import Testing

@Suite struct StackViewCSSTests {
  @Test(arguments: [(Axis.horizontal, "row"), (.vertical, "column")])
  func axisIsFlexDirection(axis: Axis, direction: String) throws {
    let css: [String: String] = try Self.cssOfAStackSpacedBy12(along: axis)
    #expect(css["display"] == "flex")
    #expect(css["flex-direction"] == direction)
  }

  @Test(arguments: [Axis.horizontal, .vertical])
  func spacingIsTheGapAlongEitherAxis(axis: Axis) throws {
    let css: [String: String] = try Self.cssOfAStackSpacedBy12(along: axis)
    #expect(css["gap"] == "12px")
  }

  private static func cssOfAStackSpacedBy12(along axis: Axis) throws -> [String: String] {
    let stack = StackView()
    stack.axis = axis
    stack.spacing = 12
    return try #require(RenderedElement.render(stack)).css
  }

  @Test(arguments: [
    (StackView.Alignment.fill, "stretch"), (.leading, "flex-start"), (.center, "center"),
    (.trailing, "flex-end"), (.firstBaseline, "baseline"), (.lastBaseline, "last baseline"),
  ])
  func alignmentIsAlignItems(alignment: StackView.Alignment, value: String) throws {
    let stack = StackView()
    stack.alignment = alignment
    #expect(try #require(RenderedElement.render(stack)).css["align-items"] == value)
  }

  @Test(arguments: [
    (StackView.Distribution.fill, "flex-start", "0 1 auto"),
    (.fillEqually, "flex-start", "1 1 0px"),
    (.fillProportionally, "flex-start", "1 1 auto"),
    (.equalSpacing, "space-between", "0 1 auto"),
    (.equalCentering, "space-between", "0 1 auto"),
  ])
  func distributionIsJustifyContentAndTheChildrensFlex(
    distribution: StackView.Distribution, justify: String, flex: String
  ) throws {
    let stack = StackView(arrangedSubviews: [Label()])
    stack.distribution = distribution
    #expect(try #require(RenderedElement.render(stack)).css["justify-content"] == justify)
    #expect(try #require(RenderedElement.render(stack, number: 2)).css["flex"] == flex)
  }

  @Test func arrangedViewsAreOrderedAsArrangedAndOthersAreOutOfTheFlow() throws {
    let first = Label()
    let second = Label()
    let badge = View()
    let stack = StackView()
    stack.addSubview(second)
    stack.addSubview(badge)
    stack.addArrangedSubview(first)
    stack.addArrangedSubview(second)
    // Elements follow `subviews`: second (2), badge (3), first (4).
    let secondCSS = try #require(RenderedElement.render(stack, number: 2)).css
    let badgeCSS = try #require(RenderedElement.render(stack, number: 3)).css
    let firstCSS = try #require(RenderedElement.render(stack, number: 4)).css
    #expect(firstCSS["order"] == "0")
    #expect(secondCSS["order"] == "1")
    #expect(firstCSS["position"] == nil)
    expectOutOfTheFlow(badgeCSS)
  }

  /// A view that is not arranged: placed at the top left, with no order and no flex.
  private func expectOutOfTheFlow(_ css: [String: String]) {
    let placement: [String?] = [css["position"], css["top"], css["left"]]
    let flow: [String?] = [css["order"], css["flex"]]
    #expect(placement == ["absolute", "0px", "0px"])
    #expect(flow == [nil, nil])
  }

  @Test(arguments: [(Axis.horizontal, "margin-left"), (.vertical, "margin-top")])
  func negativeSpacingIsANegativeMarginAfterTheFirstArrangedView(
    axis: Axis, margin: String
  ) throws {
    let stack = StackView(arrangedSubviews: [Label(), Label(), Label()])
    stack.axis = axis
    stack.spacing = -4
    let gap: String? = try #require(RenderedElement.render(stack)).css["gap"]
    var margins: [String?] = []
    for number in 2...4 {
      margins.append(try #require(RenderedElement.render(stack, number: number)).css[margin])
    }
    #expect(gap == "0px")
    #expect(margins == [nil, "-4px", "-4px"])
  }
}
