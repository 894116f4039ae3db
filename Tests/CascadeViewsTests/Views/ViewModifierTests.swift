import CascadeViews
import Testing

@Suite struct ViewModifierTests {
  @Test func viewModifiersSetEveryViewProperty() {
    let style = Style<View>()
      .isUserInteractionEnabled(false).translatesAutoresizingMaskIntoConstraints(false)
      .backgroundColor(.white).tintColor(.orange).tintAdjustmentMode(.dimmed)
      .isMultipleTouchEnabled(true).isExclusiveTouch(true).clipsToBounds(true).alpha(0.5)
      .isOpaque(false).clearsContextBeforeDrawing(false).isHidden(true)
      .contentMode(.scaleAspectFit).cornerRadius(8).border(width: 1, color: .gray)
      .shadow(opacity: 0.3, radius: 4).padding(12)
    let view = View()
    style.apply(to: view)
    // Checked in helpers: each `#expect` costs the type checker 10 to 20 ms, and together
    // with the chain above they took one body past the 200 ms budget.
    expectInteractionAndColorProperties(of: view)
    expectDrawingProperties(of: view)
    expectLayerAndLayoutProperties(of: view)
    #expect(view.changeCount == style.count)
  }

  private func expectInteractionAndColorProperties(of view: View) {
    #expect(!view.isUserInteractionEnabled)
    #expect(!view.translatesAutoresizingMaskIntoConstraints)
    #expect(view.backgroundColor == .white)
    #expect(view.tintColor == .orange)
    #expect(view.tintAdjustmentMode == .dimmed)
    #expect(view.isMultipleTouchEnabled)
    #expect(view.isExclusiveTouch)
    #expect(view.clipsToBounds)
  }

  private func expectDrawingProperties(of view: View) {
    #expect(view.alpha == 0.5)
    #expect(!view.isOpaque)
    #expect(!view.clearsContextBeforeDrawing)
    #expect(view.isHidden)
    #expect(view.contentMode == ContentMode.scaleAspectFit)
  }

  private func expectLayerAndLayoutProperties(of view: View) {
    let border: Border = Border(width: 1, color: .gray)
    let shadow: Shadow = Shadow(opacity: 0.3, radius: 4)
    let margins: EdgeInsets = EdgeInsets(all: 12)
    #expect(view.cornerRadius == 8)
    #expect(view.border == border)
    #expect(view.shadow == shadow)
    #expect(view.layoutMargins == margins)
  }

  @Test func labelModifiersSetEveryLabelProperty() {
    let label = Label()
    Style<Label>().text("Ada").font(.headline).textColor(.gray).textAlignment(.center)
      .numberOfLines(0).lineBreakMode(.byWordWrapping).adjustsFontForContentSizeCategory(true)
      .apply(to: label)
    #expect(label.text == "Ada")
    #expect(label.font == .headline)
    #expect(label.textColor == .gray)
    #expect(label.textAlignment == .center)
    #expect(label.numberOfLines == 0)
    #expect(label.lineBreakMode == .byWordWrapping)
    #expect(label.adjustsFontForContentSizeCategory)
  }

  @Test func textFieldModifiersSetEveryTextFieldProperty() {
    let field = TextField()
    Style<TextField>().placeholder("Search").placeholderColor(.gray).font(.body)
      .textColor(.blue).borderStyle(.roundedRect).isSecureTextEntry(true)
      .apply(to: field)
    #expect(field.placeholder == "Search")
    #expect(field.placeholderColor == .gray)
    #expect(field.font == .body)
    #expect(field.textColor == .blue)
    #expect(field.borderStyle == .roundedRect)
    #expect(field.isSecureTextEntry)
  }

  @Test func imageAndStackModifiersSetTheirProperties() {
    let image = ImageView()
    Style<ImageView>().imageName("ada").contentMode(.scaleAspectFill).apply(to: image)
    #expect(image.imageName == "ada")
    #expect(image.contentMode == .scaleAspectFill)

    let stack = StackView()
    Style<StackView>().axis(.vertical).spacing(8).alignment(.center)
      .distribution(.fillEqually).apply(to: stack)
    #expect(stack.axis == .vertical)
    #expect(stack.spacing == 8)
    #expect(stack.alignment == .center)
    #expect(stack.distribution == .fillEqually)
  }

  @Test func aModifierHasTheIdentityOfTheBlockSetter() {
    let modified = Style<Label>().alpha(0.5).font(.body).padding(4)
    let block = Style<Label> {
      Setter(\.alpha, 0.5)
      Setter(\.font, .body)
      Setter(\.layoutMargins, EdgeInsets(all: 4))
    }
    #expect(modified == block)
  }

  @Test func modifiersAndBlockSettersOverrideEachOther() {
    let base = Style<Label> {
      Setter(\.textColor, .black)
      Setter(\.numberOfLines, 2)
    }
    let overridden = base.textColor(.gray)
    #expect(overridden.count == 2)
    #expect(overridden.value(for: \.textColor) == .gray)

    let back = Style<Label> {
      overridden
      Setter(\.textColor, .red)
    }
    #expect(back.value(for: \.textColor) == .red)
  }

  @Test func aViewModifierOnAViewStyleOverridesInASubclassBlock() {
    let card = Style<View>().cornerRadius(12).backgroundColor(.white)
    let caption = Style<Label> {
      card.lifted()
      Setter(\.cornerRadius, 4)
    }
    #expect(caption.count == 2)
    #expect(caption.value(for: \.cornerRadius) == 4.0)
  }

  @Test func styleAppliesInlineAndReturnsTheView() {
    let label = Label().style(Style<Label>().text("Hi")).style(Style<Label>().numberOfLines(2))
    #expect(label.text == "Hi")
    #expect(label.numberOfLines == 2)
  }
}
