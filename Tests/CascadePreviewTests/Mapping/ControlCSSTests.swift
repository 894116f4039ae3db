import CascadePreview
import CascadeViews
import Testing

@Suite struct ControlCSSTests {
  @Test func buttonShowsItsCurrentStatesTitleAndColors() throws {
    let button = Button()
    button.setTitle("Follow", for: .normal)
    button.setTitle("Following", for: .selected)
    button.setTitleColor(.white, for: .normal)
    button.setBackgroundColor(.blue, for: .normal)
    button.setBackgroundColor(.black, for: .selected)
    button.contentInsets = EdgeInsets(horizontal: 20, vertical: 10)
    let element = try #require(RenderedElement.render(button))
    #expect(element.text == "Follow")
    #expect(element.css["background-color"] == "rgb(0, 122, 255)")
    #expect(element.css["color"] == "rgb(255, 255, 255)")
    #expect(element.css["padding"] == "10px 20px 10px 20px")
    button.isSelected = true
    try expectSelected(button)
  }

  /// The selected state's title and color, and the state in the element's title.
  private func expectSelected(_ button: Button) throws {
    let element = try #require(RenderedElement.render(button))
    #expect(element.text == "Following")
    #expect(element.css["background-color"] == "rgb(0, 0, 0)")
    let title: String = element.attributes["title"] ?? ""
    #expect(title.contains("state: selected"))
  }

  @Test func otherStatesTitlesAndColorsAreInTheTitleCombinedStatesToo() throws {
    let button = Button()
    button.setTitle("Follow", for: .normal)
    button.setTitle("Following", for: .selected)
    button.setTitle("Unfollow", for: [.highlighted, .selected])
    button.setTitleColor(.gray, for: [.disabled, .selected])
    button.setBackgroundColor(.black, for: .highlighted)
    button.isSelected = true
    let title = try #require(RenderedElement.render(button)?.attributes["title"])
    let lines = title.split(separator: "\n").map(String.init)
    #expect(lines.contains("title([highlighted, selected]): Unfollow"))
    #expect(lines.contains("titleColor([disabled, selected]): \(Color.gray)"))
    #expect(lines.contains("backgroundColor(highlighted): \(Color.black)"))
    #expect(!lines.contains { $0.hasPrefix("title(selected)") || $0.hasPrefix("title(normal)") })
  }

  @Test func buttonWithoutTitleColorUsesItsTint() throws {
    let button = Button()
    button.tintColor = .red
    #expect(try #require(RenderedElement.render(button)).css["color"] == "rgb(255, 59, 48)")
  }

  @Test func textFieldShowsItsPlaceholderInThePlaceholderColor() throws {
    let field = TextField()
    field.placeholder = "Email"
    field.placeholderColor = .gray
    field.textColor = .black
    var element = try #require(RenderedElement.render(field))
    #expect(element.text == "Email")
    #expect(element.css["color"] == "rgb(142, 142, 147)")
    field.text = "ada@example.com"
    element = try #require(RenderedElement.render(field))
    #expect(element.text == "ada@example.com")
    #expect(element.css["color"] == "rgb(0, 0, 0)")
  }

  @Test func secureTextFieldShowsBullets() throws {
    let field = TextField()
    field.text = "secret"
    field.isSecureTextEntry = true
    #expect(try #require(RenderedElement.render(field)).text == "••••••")
  }

  @Test(arguments: [
    (TextField.BorderStyle.none, "none", "0px"),
    (.line, "1px solid rgb(0, 0, 0)", "0px"),
    (.bezel, "1px inset rgb(142, 142, 147)", "0px"),
    (.roundedRect, "1px solid rgb(209, 209, 214)", "5px"),
  ])
  func textFieldBorderStyleIsABorder(
    style: TextField.BorderStyle, border: String, radius: String
  ) throws {
    let field = TextField()
    field.borderStyle = style
    let css = try #require(RenderedElement.render(field)).css
    #expect(css["border"] == border)
    #expect(css["border-radius"] == radius)
  }

  @Test func layerBorderWinsOverTheBorderStyle() throws {
    let field = TextField()
    field.borderStyle = .roundedRect
    field.border = Border(width: 3, color: .black)
    field.cornerRadius = 8
    let css = try #require(RenderedElement.render(field)).css
    #expect(css["border"] == "3px solid rgb(0, 0, 0)")
    #expect(css["border-radius"] == "8px")
  }

  @Test func imageViewIsAPlaceholderWithItsNameAndContentMode() throws {
    let image = ImageView(imageName: "avatar")
    image.contentMode = .scaleAspectFit
    let page = PreviewPage(title: "", renderings: [PreviewRendering(image, caption: "")]).html
    let element = try #require(RenderedElement(id: "1-1", in: page))
    #expect(element.css["width"] == "64px")
    #expect(element.css["height"] == "64px")
    #expect(page.contains("<span class=\"cascade-image-name\">avatar</span>"))
    #expect(page.contains("<span class=\"cascade-content-mode\">scaleAspectFit</span>"))
  }
}
