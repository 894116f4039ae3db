import CascadePreview
import CascadeViews
import Foundation
import Testing

@Suite struct PreviewPageTests {
  @Test func textFromViewsIsEscaped() throws {
    let label = Label()
    label.text = "</div><script>alert('x')</script> & \"quoted\""
    let button = Button()
    button.setTitle("<b>", for: .normal)
    let image = ImageView(imageName: "\"><script>")
    let root = View()
    [label, button, image].forEach(root.addSubview)
    let html = PreviewPage(title: "<title>", renderings: [PreviewRendering(root, caption: "<i>")])
      .html
    #expect(!html.contains("<script"))
    #expect(!html.contains("<b>"))
    #expect(!html.contains("<i>"))
    #expect(
      html.contains(
        "&lt;/div&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &quot;quoted&quot;"))
    #expect(try #require(RenderedElement(id: "1-2", in: html)).text == label.text)
  }

  @Test func fontFamilyNamesAreEscapedInTheStyleAttribute() throws {
    let label = Label()
    // `position` is a property the renderer never sets, so it can only come from the name.
    label.font = .custom("\"; position: fixed; x: \"<", size: 12)
    let html = PreviewPage(title: "", renderings: [PreviewRendering(label, caption: "")]).html
    let css: [String: String] = try #require(RenderedElement(id: "1-1", in: html)).css
    let injected: [String?] = [css["position"], css["x"]]
    let family: String = css["font-family"] ?? ""
    #expect(injected == [nil, nil])
    #expect(family.hasPrefix("\"\\\"; position: fixed; x: \\\"<\", "))
    #expect(!html.contains("<\""))
  }

  @Test func theSameTreeGivesByteIdenticalHTML() {
    func page() -> String {
      let root = View()
      root.styleClasses = ["c", "a", "b"]
      let stack = StackView(arrangedSubviews: [Label(), Button(), TextField(), ImageView()])
      root.addSubview(stack)
      return PreviewPage(title: "Same", renderings: [PreviewRendering(root, caption: "One")])
        .html
    }
    let first = page()
    #expect((0..<5).allSatisfy { _ in page() == first })
    #expect(first.contains("data-style-classes=\"a b c\""))
  }

  @Test func renderingsAreSideBySideWithCaptionsAndNumberedViews() throws {
    let light = Label()
    let dark = Label()
    let page = PreviewPage(
      title: "Both",
      renderings: [
        PreviewRendering(light, caption: "Light"),
        PreviewRendering(
          dark, caption: "Dark", colorScheme: .dark,
          contentSizeCategory: .accessibilityExtraExtraExtraLarge),
      ])
    let html = page.html
    #expect(html.components(separatedBy: "<figure ").count == 3)
    #expect(html.contains("<figcaption class=\"cascade-caption\">Light</figcaption>"))
    #expect(html.contains("<figcaption class=\"cascade-caption\">Dark</figcaption>"))
    #expect(html.contains("data-color-scheme=\"dark\""))
    #expect(RenderedElement(id: "1-1", in: html) != nil)
    #expect(RenderedElement(id: "2-1", in: html) != nil)
  }

  @Test func pageHasNoScriptsAndLoadsNothing() {
    let html = PreviewPage(title: "", renderings: [PreviewRendering(View(), caption: "")]).html
    #expect(!html.contains("<script"))
    #expect(!html.contains("src="))
    #expect(!html.contains("href="))
    #expect(html.contains("default-src 'none'"))
  }

  @Test func subclassIsDrawnAsItsNearestKnownSuperclassWithItsName() throws {
    let attributes: [String: String] = try Self.badgeElement().attributes
    #expect(attributes["data-view-type"] == "Label")
    #expect(attributes["data-subclass"] == "Badge")
  }

  @Test func subclassesTitleSaysWhatItIsDrawnAsAndItKeepsItsText() throws {
    let element: RenderedElement = try Self.badgeElement()
    #expect(element.attributes["title"]?.hasPrefix("Badge (drawn as Label)") == true)
    #expect(element.text == "New")
  }

  /// The element of a page of one view of a subclass of Label.
  private static func badgeElement() throws -> RenderedElement {
    let html = PreviewPage(title: "", renderings: [PreviewRendering(Badge(), caption: "")]).html
    return try #require(RenderedElement(id: "1-1", in: html))
  }
}

private final class Badge: Label {
  override init() {
    super.init()
    text = "New"
  }
}
