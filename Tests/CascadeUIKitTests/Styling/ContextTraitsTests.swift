#if canImport(UIKit) && !os(watchOS)
  import CascadeUIKit
  import CascadeViews
  import Testing

  /// A UIKit view's traits are its trait collection's: a context's theme picks the tokens,
  /// and `@media` reads the view's traits, not the context's.
  @MainActor
  @Suite struct ContextTraitsTests {
    private static let css = """
      Label { color: var(--primary-text); }
      @media (prefers-color-scheme: dark) { Label { number-of-lines: 3; } }
      """

    @Test func theDarkContextPicksDarkTokensButMediaFollowsTheTraitCollection() throws {
      let label = UILabel()
      try StyleVocabulary.uiKit.load(Self.css, named: "a.css").stylesheet
        .apply(to: label, in: .dark)
      let substitute = Label()
      try StyleVocabulary.standard.load(Self.css, named: "a.css").stylesheet
        .apply(to: substitute, in: .dark)
      #expect(Color(label.textColor) == substitute.textColor)  // the dark theme's token
      #expect(substitute.numberOfLines == 3)  // the context's traits are dark
      #expect(label.numberOfLines == 1)  // the label's trait collection is light

      label.overrideUserInterfaceStyle = .dark
      label.layoutIfNeeded()  // UIKit's layout pass brings the trait collection up to date
      try StyleVocabulary.uiKit.load(Self.css, named: "a.css").stylesheet
        .apply(to: label, in: .dark)
      #expect(label.numberOfLines == 3)
    }
  }
#endif
