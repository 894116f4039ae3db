package import CascadePreview
package import CascadeViews

/// The profile card drawn three times on one preview page: light, dark, and light at the
/// largest accessibility text size.
package enum ProfileCardPreview {
  /// Each rendering's caption and the environment the card is styled and drawn in.
  package static let environments:
    [(
      caption: String, context: StyleContext, colorScheme: ColorScheme,
      category: ContentSizeCategory
    )] = [
      ("Light", .light, .light, .large),
      ("Dark", .dark, .dark, .large),
      (
        "Light, accessibility XXXL text",
        StyleContext(
          theme: .light,
          traits: Traits().setting(
            ContentSizeCategoryKey.self, to: .accessibilityExtraExtraExtraLarge)),
        .light, .accessibilityExtraExtraExtraLarge
      ),
    ]

  /// Where the Showcase writes the page: `.build/preview/ProfileCard.html` in the checkout.
  package static let path =
    String(#filePath.dropLast("Sources/ShowcaseCard/ProfileCardPreview.swift".count))
    + ".build/preview/ProfileCard.html"

  /// The page, with a freshly built card styled by `sheet` for each rendering, and the cards.
  package static func page(
    styledBy sheet: Stylesheet
  ) throws -> (
    page: PreviewPage, cards: [ProfileCard]
  ) {
    var renderings: [PreviewRendering] = []
    var cards: [ProfileCard] = []
    for environment in environments {
      let card = ProfileCard()
      try sheet.apply(to: card.root, in: environment.context)
      cards.append(card)
      renderings.append(
        PreviewRendering(
          card.root, caption: environment.caption, colorScheme: environment.colorScheme,
          contentSizeCategory: environment.category))
    }
    return (PreviewPage(title: "The Showcase's profile card", renderings: renderings), cards)
  }
}
