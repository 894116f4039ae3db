import CascadeViews
import Testing

/// What a named modifier's setter must stay, however it is built: the key-path setter of
/// its property in identity, value, restoration and equality, on the style's own root.
@Suite struct ModifierIdentityTests {
  final class Badge: Label {}

  @Test func aModifierHasTheIdentityOfItsPropertyOnTheStylesRoot() {
    #expect(Style<Label>().text("a").identities == [.keyPath(\Label.text)])
    #expect(Style<Label>().alpha(0.5).identities == [.keyPath(\Label.alpha)])
    // On a subclass, twice: the second identity is the one kept from the first.
    for _ in 0..<2 { expectSubclassIdentities() }
  }

  private func expectSubclassIdentities() {
    let text: [SetterIdentity] = Style<Badge>().text("a").identities
    let alpha: [SetterIdentity] = Style<Badge>().alpha(0.5).identities
    #expect(text == [.keyPath(\Badge.text)])
    #expect(alpha == [.keyPath(\Badge.alpha)])
  }

  final class BadgeView: View {}
  final class BadgeButton: Button {}
  final class BadgeImage: ImageView {}
  final class BadgeStack: StackView {}
  final class BadgeField: TextField {}

  /// Every named modifier, on a subclass of its class, against the identity written out.
  /// Each modifier names its property twice (on its class and on `Root`); this catches
  /// the two naming different properties.
  @Test func everyModifierHasTheIdentityOfItsOwnProperty() {
    let cases: [(String, [SetterIdentity], SetterIdentity)] = [
      ("text", Style<Badge>().text("x").identities, .keyPath(\Badge.text)),
      ("font", Style<Badge>().font(.body).identities, .keyPath(\Badge.font)),
      ("textColor", Style<Badge>().textColor(.red).identities, .keyPath(\Badge.textColor)),
      (
        "textAlignment", Style<Badge>().textAlignment(.center).identities,
        .keyPath(\Badge.textAlignment)
      ),
      (
        "numberOfLines", Style<Badge>().numberOfLines(2).identities,
        .keyPath(\Badge.numberOfLines)
      ),
      (
        "lineBreakMode", Style<Badge>().lineBreakMode(.byWordWrapping).identities,
        .keyPath(\Badge.lineBreakMode)
      ),
      (
        "adjustsFontForContentSizeCategory",
        Style<Badge>().adjustsFontForContentSizeCategory(true).identities,
        .keyPath(\Badge.adjustsFontForContentSizeCategory)
      ),
      (
        "cornerRadius", Style<BadgeView>().cornerRadius(4).identities,
        .keyPath(\BadgeView.cornerRadius)
      ),
      (
        "border", Style<BadgeView>().border(Border(width: 1, color: .gray)).identities,
        .keyPath(\BadgeView.border)
      ),
      (
        "shadow", Style<BadgeView>().shadow(Shadow(opacity: 0.5, radius: 2)).identities,
        .keyPath(\BadgeView.shadow)
      ),
      (
        "layoutMargins", Style<BadgeView>().layoutMargins(EdgeInsets(all: 2)).identities,
        .keyPath(\BadgeView.layoutMargins)
      ),
      ("padding", Style<BadgeView>().padding(2).identities, .keyPath(\BadgeView.layoutMargins)),
      (
        "isUserInteractionEnabled", Style<BadgeView>().isUserInteractionEnabled(false).identities,
        .keyPath(\BadgeView.isUserInteractionEnabled)
      ),
      (
        "translatesAutoresizingMaskIntoConstraints",
        Style<BadgeView>().translatesAutoresizingMaskIntoConstraints(false).identities,
        .keyPath(\BadgeView.translatesAutoresizingMaskIntoConstraints)
      ),
      (
        "backgroundColor", Style<BadgeView>().backgroundColor(.red).identities,
        .keyPath(\BadgeView.backgroundColor)
      ),
      ("tintColor", Style<BadgeView>().tintColor(.red).identities, .keyPath(\BadgeView.tintColor)),
      (
        "tintAdjustmentMode", Style<BadgeView>().tintAdjustmentMode(.dimmed).identities,
        .keyPath(\BadgeView.tintAdjustmentMode)
      ),
      (
        "isMultipleTouchEnabled", Style<BadgeView>().isMultipleTouchEnabled(true).identities,
        .keyPath(\BadgeView.isMultipleTouchEnabled)
      ),
      (
        "isExclusiveTouch", Style<BadgeView>().isExclusiveTouch(true).identities,
        .keyPath(\BadgeView.isExclusiveTouch)
      ),
      (
        "clipsToBounds", Style<BadgeView>().clipsToBounds(true).identities,
        .keyPath(\BadgeView.clipsToBounds)
      ),
      ("alpha", Style<BadgeView>().alpha(0.5).identities, .keyPath(\BadgeView.alpha)),
      ("isOpaque", Style<BadgeView>().isOpaque(false).identities, .keyPath(\BadgeView.isOpaque)),
      (
        "clearsContextBeforeDrawing",
        Style<BadgeView>().clearsContextBeforeDrawing(false).identities,
        .keyPath(\BadgeView.clearsContextBeforeDrawing)
      ),
      ("isHidden", Style<BadgeView>().isHidden(true).identities, .keyPath(\BadgeView.isHidden)),
      (
        "contentMode", Style<BadgeView>().contentMode(.center).identities,
        .keyPath(\BadgeView.contentMode)
      ),
      (
        "contentInsets", Style<BadgeButton>().contentInsets(EdgeInsets(all: 1)).identities,
        .keyPath(\BadgeButton.contentInsets)
      ),
      (
        "title", Style<BadgeButton>().title("Go", for: .highlighted).identities,
        .keyPath(\BadgeButton.titles, qualifier: ControlState.highlighted)
      ),
      (
        "titleColor", Style<BadgeButton>().titleColor(.red, for: .highlighted).identities,
        .keyPath(\BadgeButton.titleColors, qualifier: ControlState.highlighted)
      ),
      (
        "backgroundColor(for:)",
        Style<BadgeButton>().backgroundColor(.red, for: .highlighted).identities,
        .keyPath(\BadgeButton.backgroundColors, qualifier: ControlState.highlighted)
      ),
      ("imageName", Style<BadgeImage>().imageName("x").identities, .keyPath(\BadgeImage.imageName)),
      ("axis", Style<BadgeStack>().axis(.vertical).identities, .keyPath(\BadgeStack.axis)),
      ("spacing", Style<BadgeStack>().spacing(2).identities, .keyPath(\BadgeStack.spacing)),
      (
        "alignment", Style<BadgeStack>().alignment(.center).identities,
        .keyPath(\BadgeStack.alignment)
      ),
      (
        "distribution", Style<BadgeStack>().distribution(.fillEqually).identities,
        .keyPath(\BadgeStack.distribution)
      ),
      (
        "placeholder", Style<BadgeField>().placeholder("x").identities,
        .keyPath(\BadgeField.placeholder)
      ),
      (
        "placeholderColor", Style<BadgeField>().placeholderColor(.red).identities,
        .keyPath(\BadgeField.placeholderColor)
      ),
      ("font (field)", Style<BadgeField>().font(.body).identities, .keyPath(\BadgeField.font)),
      (
        "textColor (field)", Style<BadgeField>().textColor(.red).identities,
        .keyPath(\BadgeField.textColor)
      ),
      (
        "borderStyle", Style<BadgeField>().borderStyle(.roundedRect).identities,
        .keyPath(\BadgeField.borderStyle)
      ),
      (
        "isSecureTextEntry", Style<BadgeField>().isSecureTextEntry(true).identities,
        .keyPath(\BadgeField.isSecureTextEntry)
      ),
    ]
    for (name, identities, expected) in cases {
      #expect(identities == [expected], "\(name)")
    }
  }

  @Test func aModifierEqualsTheKeyPathSetterForTheSameValue() {
    let modifier = Style<Badge>().text("a").alpha(0.5)
    let block = Style<Badge> {
      Setter(\.text, "a")
      Setter(\.alpha, 0.5)
    }
    #expect(modifier == block)
    #expect(modifier.setters.map { "\($0.value)" } == ["Optional(\"a\")", "0.5"])
  }

  @Test func aModifierIsCapturedAndRestored() {
    let label = Badge()
    label.text = "old"
    label.alpha = 0.25
    let style = Style<Badge>().text("new").alpha(1)
    let original = style.capturingCurrentValues(of: label)
    style.apply(to: label)
    #expect(label.text == "new")
    original.apply(to: label)
    #expect(label.text == "old")
    #expect(label.alpha == 0.25)
  }

  @Test func aChainLeavesTheStyleItStartedFromAsItWas() {
    let base = Style<Label>().text("a")
    let first = base.font(.body)
    let second = base.numberOfLines(2).text("b")
    #expect(base.count == 1)
    #expect(first.count == 2)
    #expect(second.count == 2)
  }

  @Test func aChainsValueReplacesItsStartsWithoutChangingIt() {
    let base = Style<Label>().text("a")
    let second = base.numberOfLines(2).text("b")
    let text = SetterIdentity.keyPath(\Label.text)
    let secondText: String? = second.value(for: text).map { "\($0)" }
    let baseText: String? = base.value(for: text).map { "\($0)" }
    #expect(secondText == "Optional(\"b\")")
    #expect(baseText == "Optional(\"a\")")
  }
}
