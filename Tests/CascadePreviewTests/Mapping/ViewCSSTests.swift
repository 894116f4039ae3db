import CascadePreview
import CascadeViews
import Testing

@Suite struct ViewCSSTests {
  @Test func backgroundColorIsRGBOrTransparent() throws {
    let view = View()
    #expect(try #require(RenderedElement.render(view)).css["background-color"] == "transparent")
    view.backgroundColor = Color(red: 1, green: 0.5, blue: 0)
    #expect(
      try #require(RenderedElement.render(view)).css["background-color"] == "rgb(255, 128, 0)")
    view.backgroundColor = Color(red: 0, green: 0, blue: 0, opacity: 0.25)
    #expect(
      try #require(RenderedElement.render(view)).css["background-color"] == "rgba(0, 0, 0, 0.25)")
  }

  @Test func alphaIsOpacity() throws {
    let view = View()
    view.alpha = 0.85
    #expect(try #require(RenderedElement.render(view)).css["opacity"] == "0.85")
  }

  @Test func hiddenViewIsNotDisplayed() throws {
    let view = View()
    view.isHidden = true
    #expect(try #require(RenderedElement.render(view)).css["display"] == "none")
  }

  @Test func cornerRadiusAndClipping() throws {
    let view = View()
    view.cornerRadius = 12.5
    view.clipsToBounds = true
    let css = try #require(RenderedElement.render(view)).css
    #expect(css["border-radius"] == "12.5px")
    #expect(css["overflow"] == "hidden")
  }

  @Test(arguments: [
    (1e306, "1e+306px"), (-1e300, "-1e+300px"), (123_456_789_012_345, "123456789012345px"),
    (1.23456, "1.235px"), (Double.infinity, "0px"), (-Double.infinity, "0px"), (Double.nan, "0px"),
  ])
  func lengthsAreFiniteCSSNumbersWhateverTheirSize(value: Double, css: String) throws {
    let stack = StackView()
    stack.spacing = value
    let gap = try #require(RenderedElement.render(stack)).css["gap"]
    #expect(gap == (value > 0 ? css : "0px"))
    let view = View()
    view.layoutMargins = EdgeInsets(top: value, leading: 0, bottom: 0, trailing: 0)
    #expect(try #require(RenderedElement.render(view)).css["padding"] == "\(css) 0px 0px 0px")
  }

  @Test func borderIsSolidOrNone() throws {
    let view = View()
    #expect(try #require(RenderedElement.render(view)).css["border"] == "none")
    view.border = Border(width: 2, color: .white)
    #expect(
      try #require(RenderedElement.render(view)).css["border"] == "2px solid rgb(255, 255, 255)")
  }

  @Test func shadowIsBoxShadowWithItsOpacityInTheColor() throws {
    let view = View()
    #expect(try #require(RenderedElement.render(view)).css["box-shadow"] == "none")
    view.shadow = Shadow(color: .black, opacity: 0.5, radius: 6, offset: Size(width: 1, height: 2))
    #expect(
      try #require(RenderedElement.render(view)).css["box-shadow"]
        == "1px 2px 6px rgba(0, 0, 0, 0.5)")
  }

  @Test func clippingHidesTheShadowAsMasksToBoundsDoes() throws {
    let view = View()
    view.shadow = Shadow(color: .black, opacity: 0.5, radius: 6, offset: Size(width: 1, height: 2))
    view.clipsToBounds = true
    let css = try #require(RenderedElement.render(view)).css
    #expect(css["box-shadow"] == "none")
    #expect(css["overflow"] == "hidden")
  }

  @Test func layoutMarginsArePaddingOfAPlainView() throws {
    let view = View()
    view.layoutMargins = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    let css: [String: String] = try #require(RenderedElement.render(view)).css
    #expect(css["padding"] == "1px 4px 3px 2px")
  }

  @Test func aPlainViewStacksItsSubviewsInAColumn() throws {
    let view = View()
    view.layoutMargins = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    let css: [String: String] = try #require(RenderedElement.render(view)).css
    #expect(css["display"] == "flex")
    #expect(css["flex-direction"] == "column")
    #expect(css["gap"] == "8px")
  }

  @Test func nonVisualPropertiesAreInTheTitle() throws {
    let lines: [String] = try Self.titleLines(of: Self.nonVisualView())
    #expect(lines.first == "View")
    #expect(lines.contains("tintAdjustmentMode: dimmed"))
    #expect(lines.contains("isUserInteractionEnabled: false"))
  }

  @Test func theTitlesPropertiesAreSortedAfterTheTypeName() throws {
    let lines: [String] = try Self.titleLines(of: Self.nonVisualView())
    let properties: [String] = Array(lines.dropFirst())
    #expect(properties.sorted() == properties)
  }

  @Test func nonVisualPropertiesAreNotInTheStyleAndClassesHaveTheirAttribute() throws {
    let element: RenderedElement = try #require(RenderedElement.render(Self.nonVisualView()))
    #expect(element.attributes["data-style-classes"] == "card wide")
    let style: String = element.attributes["style"] ?? ""
    #expect(!style.contains("tint"))
  }

  /// The lines of the title of `view`'s element: its type's name, then its properties.
  private static func titleLines(of view: View) throws -> [String] {
    let element: RenderedElement = try #require(RenderedElement.render(view))
    let title: String = try #require(element.attributes["title"])
    return title.split(separator: "\n").map(String.init)
  }

  /// A view whose tint adjustment, interaction and classes have no CSS of their own.
  private static func nonVisualView() -> View {
    let view = View()
    view.tintAdjustmentMode = .dimmed
    view.isUserInteractionEnabled = false
    view.styleClasses = ["card", "wide"]
    return view
  }
}
