import CascadePreview
import CascadeViews
import Testing

@Suite struct LabelCSSTests {
  @Test func textColorAndAlignment() throws {
    let label = Label()
    label.text = "Hi"
    label.textColor = .white
    label.textAlignment = .justified
    let element = try #require(RenderedElement.render(label))
    #expect(element.text == "Hi")
    #expect(element.css["color"] == "rgb(255, 255, 255)")
    #expect(element.css["text-align"] == "justify")
    label.textAlignment = .natural
    #expect(try #require(RenderedElement.render(label)).css["text-align"] == "start")
  }

  @Test func fontFamilyIsQuotedAndEscapedBeforeTheSystemFont() throws {
    let css: [String: String] = try Self.cssOfAnItalicHeavyCustomFont()
    #expect(css["font-family"]?.hasPrefix("\"Avenir \\\"Next\\\"\", system-ui") == true)
  }

  @Test func fontSizeWeightAndItalic() throws {
    let css: [String: String] = try Self.cssOfAnItalicHeavyCustomFont()
    #expect(css["font-size"] == "15px")
    #expect(css["font-weight"] == "800")
    #expect(css["font-style"] == "italic")
  }

  private static func cssOfAnItalicHeavyCustomFont() throws -> [String: String] {
    let label = Label()
    label.font = .custom("Avenir \"Next\"", size: 15, weight: .heavy).italic()
    return try #require(RenderedElement.render(label)).css
  }

  @Test(arguments: [
    (ContentSizeCategory.large, "17px"), (.extraSmall, "14px"),
    (.accessibilityExtraExtraExtraLarge, "53px"),
  ])
  func textStyleSizeComesFromTheDynamicTypeTable(
    category: ContentSizeCategory, size: String
  ) throws {
    let label = Label()
    label.font = .body
    #expect(
      try #require(RenderedElement.render(label, category: category)).css["font-size"] == size)
  }

  @Test func fixedSizeFontIsNotScaled() throws {
    let label = Label()
    label.font = .system(size: 12)
    let element = RenderedElement.render(label, category: .accessibilityExtraExtraExtraLarge)
    #expect(try #require(element).css["font-size"] == "12px")
  }

  @Test func oneLineNeitherWrapsNorOverflows() throws {
    let label = Label()
    let css = try #require(RenderedElement.render(label)).css
    #expect(css["display"] == "block")
    #expect(css["white-space"] == "nowrap")
    #expect(css["text-overflow"] == "ellipsis")
  }

  @Test(arguments: [LineBreakMode.byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle])
  func severalTruncatedLinesAreALineClamp(mode: LineBreakMode) throws {
    let label = Label()
    label.numberOfLines = 3
    label.lineBreakMode = mode
    let css = try #require(RenderedElement.render(label)).css
    #expect(css["display"] == "-webkit-box")
    #expect(css["-webkit-line-clamp"] == "3")
    #expect(css["white-space"] == "normal")
    #expect(css["text-overflow"] == "ellipsis")
  }

  @Test(arguments: [LineBreakMode.byWordWrapping, .byCharWrapping, .byClipping])
  func severalWrappedOrClippedLinesAreABlockWithoutALineClamp(mode: LineBreakMode) throws {
    let css: [String: String] = try Self.cssOfThreeLines(breaking: mode)
    #expect(css["display"] == "block")
    #expect(css["-webkit-line-clamp"] == nil)
  }

  @Test(arguments: [LineBreakMode.byWordWrapping, .byCharWrapping, .byClipping])
  func severalWrappedOrClippedLinesWrapWithinTheHeightOfThatManyLines(mode: LineBreakMode) throws {
    let css: [String: String] = try Self.cssOfThreeLines(breaking: mode)
    #expect(css["white-space"] == "normal")
    #expect(css["line-height"] == "1.2em")
    #expect(css["max-height"] == "calc(3 * 1.2em)")
  }

  @Test(arguments: [LineBreakMode.byWordWrapping, .byCharWrapping, .byClipping])
  func severalWrappedOrClippedLinesAreCutWithoutAnEllipsis(mode: LineBreakMode) throws {
    let css: [String: String] = try Self.cssOfThreeLines(breaking: mode)
    #expect(css["overflow"] == "hidden")
    #expect(css["text-overflow"] != "ellipsis")
  }

  private static func cssOfThreeLines(breaking mode: LineBreakMode) throws -> [String: String] {
    let label = Label()
    label.numberOfLines = 3
    label.lineBreakMode = mode
    return try #require(RenderedElement.render(label)).css
  }

  @Test func unlimitedLinesWrap() throws {
    let label = Label()
    label.numberOfLines = 0
    label.lineBreakMode = .byCharWrapping
    let css = try #require(RenderedElement.render(label)).css
    #expect(css["white-space"] == "normal")
    #expect(css["word-break"] == "break-all")
    #expect(css["-webkit-line-clamp"] == nil)
  }
}
