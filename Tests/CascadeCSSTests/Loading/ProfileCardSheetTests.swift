import CascadeViews
import Foundation
import Testing

/// The Showcase's profile card sheet, read from its text file, styles a card exactly as
/// the same sheet written in Swift does: every property, with the same value.
@Suite struct ProfileCardSheetTests {
  static let path = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("Sources/Showcase/ProfileCard.css").path

  /// The sheet as Swift, written from the text file's rules.
  static let swiftSheet = Stylesheet("ProfileCard.css") {
    Rule(View.self, classes: ["card"]) {
      Setter(\.backgroundColor, .token(.secondaryBackground))
      Setter(\.cornerRadius, .token(.cardCornerRadius))
      Setter(\.layoutMargins, EdgeInsets(all: 20))
      Setter(\.shadow, Shadow(opacity: 0.12, radius: 12, offset: Size(width: 0, height: 4)))
    }
    Rule(ImageView.self, classes: ["avatar"]) {
      Setter(\.contentMode, .scaleAspectFill)
      Setter(\.cornerRadius, 32)
      Setter(\.clipsToBounds, true)
      Setter(\.border, Border(width: 2, color: .white))
    }
    Rule(Label.self) { Setter(\.textColor, .token(.primaryText)) }
    Rule(Label.self, classes: ["name"]) {
      Setter(\.font, .title2.weight(.bold))
      Setter(\.numberOfLines, 1)
    }
    Rule(Label.self, classes: ["bio"]) {
      Setter(\.font, .body)
      Setter(\.textColor, .token(.secondaryText))
      Setter(\.numberOfLines, 0)
      Setter(\.lineBreakMode, .byWordWrapping)
    }
    Rule(Button.self, classes: ["primary"]) {
      Setter(\.cornerRadius, 10)
      Setter(\.contentInsets, EdgeInsets(horizontal: 20, vertical: 10))
      Setter(\.tintColor, .token(.accent))
      Setter.title("Follow", for: .normal)
      Setter.title("Following", for: .selected)
      Setter.titleColor(.white, for: .normal)
      Setter.backgroundColor(.blue, for: .normal)
      Setter.backgroundColor(.indigo, for: .highlighted)
    }
    Rule(Button.self, classes: ["primary"], state: .highlighted) { Setter(\.alpha, 0.85) }
    Rule(StackView.self, classes: ["stats"]) {
      Setter(\.axis, .horizontal)
      Setter(\.distribution, .fillEqually)
      Setter(\.spacing, 12)
    }
    Rule(StackView.self, childOf: StyleSelector(StackView.self, classes: ["stats"])) {
      Setter(\.axis, .vertical)
      Setter(\.spacing, 2)
    }
    Rule(Label.self, inside: StyleSelector(classes: ["stats"])) {
      Setter(\.font, .headline)
      Setter(\.textAlignment, .center)
    }
    Rule(Label.self, classes: ["caption"], inside: StyleSelector(classes: ["stats"])) {
      Setter(\.font, .caption)
      Setter(\.textColor, .token(.secondaryText))
    }
    Rule(Label.self, classes: ["name"], when: accessibilitySizes) {
      Setter(\.numberOfLines, 0)
      Setter(\.lineBreakMode, .byWordWrapping)
    }
    Rule(StackView.self, classes: ["stats"], when: accessibilitySizes) {
      Setter(\.axis, .vertical)
      Setter(\.distribution, .fill)
      Setter(\.spacing, 8)
    }
  }

  /// `@media (min-content-size-category: accessibility-medium)`.
  static let accessibilitySizes = TraitCondition("accessibility sizes") {
    $0[ContentSizeCategoryKey.self] >= .accessibilityMedium
  }

  /// Light at the largest accessibility size.
  static let largestText = StyleContext(
    theme: .light,
    traits: Traits().setting(ContentSizeCategoryKey.self, to: .accessibilityExtraExtraExtraLarge))

  @Test func textFileLoadsWithoutProblems() throws {
    let loaded = try StyleVocabulary.standard.load(contentsOfFile: Self.path)
    #expect(loaded.diagnostics.isEmpty, "\(loaded.formattedDiagnostics)")
    #expect(loaded.name == "ProfileCard.css")
  }

  @Test(arguments: [StyleContext.light, .dark, largestText], [false, true])
  func textSheetStylesTheCardAsTheSwiftSheetDoes(theme: StyleContext, highlighted: Bool) throws {
    let loaded = try StyleVocabulary.standard.load(contentsOfFile: Self.path)
    let fromText = Card()
    let fromSwift = Card()
    fromText.follow.isHighlighted = highlighted
    fromSwift.follow.isHighlighted = highlighted
    try loaded.stylesheet.apply(to: fromText.root, in: theme)
    try Self.swiftSheet.apply(to: fromSwift.root, in: theme)
    for (text, swift) in zip(fromText.root.viewsInTree, fromSwift.root.viewsInTree) {
      let textValues = loaded.stylesheet.explanation(for: text, in: theme).properties
        .map { "\($0.name) = \($0.value)" }
      let swiftValues = Self.swiftSheet.explanation(for: swift, in: theme).properties
        .map { "\($0.name) = \($0.value)" }
      #expect(Set(textValues) == Set(swiftValues), "\(type(of: text)) \(text.styleClasses)")
      #expect(text.changedProperties.sorted() == swift.changedProperties.sorted())
    }
  }

  /// The Showcase's card: the same views and classes.
  struct Card {
    let root = View()
    let follow = Button()

    init() {
      root.styleClasses = ["card"]
      let avatar = ImageView(imageName: "avatar")
      avatar.styleClasses = ["avatar"]
      let name = Label()
      name.styleClasses = ["name"]
      let bio = Label()
      bio.styleClasses = ["bio"]
      follow.styleClasses = ["primary"]
      let stats = StackView()
      stats.styleClasses = ["stats"]
      [avatar, name, bio, follow, stats].forEach(root.addSubview)
      for _ in 0..<2 {
        let column = StackView()
        let number = Label()
        let caption = Label()
        caption.styleClasses = ["caption"]
        column.addArrangedSubview(number)
        column.addArrangedSubview(caption)
        stats.addArrangedSubview(column)
      }
    }
  }
}
