#if canImport(SwiftUI)
  import CascadeElements
  import CascadeSwiftUI
  import CascadeViews
  import SwiftUI
  import Testing

  /// A stylesheet root resolves tokens in the theme of the environment's color scheme unless
  /// it is given one theme, so that a sheet's tokens and its `@media (prefers-color-scheme)`
  /// rules agree.
  @MainActor @Suite struct ColorSchemeThemeTests {
    /// The card of "Styling SwiftUI": tokens for the text, a dark-mode rule for the card.
    static let cardSheet = StyleVocabulary.standard.load(
      """
      .card { background-color: white; border-radius: 12px; padding: 16px; }
      .card Text.name { font: headline; color: var(--primary-text); }
      @media (prefers-color-scheme: dark) { .card { background-color: #1C1C1E; } }
      """, named: "card.css")

    @Test func withNoThemeTheCardIsReadableInBothSchemes() throws {
      let root = try Self.root(of: Text("Ada").stylesheet(Self.cardSheet))
      let light = try Self.resolveCard(root, in: .light)
      #expect(light.background == CascadeViews.Color.white)
      #expect(light.name == CascadeViews.Color.black)
      let dark = try Self.resolveCard(root, in: .dark)
      #expect(dark.background == CascadeViews.Color(red: 28 / 255, green: 28 / 255, blue: 30 / 255))
      #expect(dark.name == CascadeViews.Color.white)
    }

    @Test func anAppsOwnThemesFollowTheScheme() throws {
      let ink = CascadeViews.Color(red: 0.1, green: 0.2, blue: 0.3)
      let paper = CascadeViews.Color(red: 0.9, green: 0.8, blue: 0.7)
      let day = Theme(name: "Day") { $0[.primaryText] = ink }
      let night = Theme(name: "Night") { $0[.primaryText] = paper }
      let root = try Self.root(of: Text("Ada").stylesheet(Self.cardSheet, light: day, dark: night))
      #expect(try Self.resolveCard(root, in: .light).name == ink)
      #expect(try Self.resolveCard(root, in: .dark).name == paper)
    }

    @Test func themesOfOneNameAreToldApartByScheme() throws {
      let light = Theme(name: "Tokens") { $0[.primaryText] = .black }
      let dark = Theme(name: "Tokens") { $0[.primaryText] = .white }
      let root = try Self.root(of: Text("Ada").stylesheet(Self.cardSheet, light: light, dark: dark))
      #expect(try Self.resolveCard(root, in: .light).name == CascadeViews.Color.black)
      #expect(try Self.resolveCard(root, in: .dark).name == CascadeViews.Color.white)
    }

    @Test func oneThemeStaysWhateverTheScheme() throws {
      let root = try Self.root(of: Text("Ada").stylesheet(Self.cardSheet, in: .light))
      // The dark-mode rule follows the environment; the tokens stay light.
      let dark = try Self.resolveCard(root, in: .dark)
      #expect(dark.background == CascadeViews.Color(red: 28 / 255, green: 28 / 255, blue: 30 / 255))
      #expect(dark.name == CascadeViews.Color.black)
    }

    /// The root modifier that `stylesheet` put on a `Text`.
    private static func root(of view: some SwiftUI.View) throws -> StylesheetModifier {
      try #require(
        Mirror(reflecting: view).descendant("content", "modifier") as? StylesheetModifier
          ?? Mirror(reflecting: view).descendant("modifier") as? StylesheetModifier)
    }

    /// The card's background and its name's color, as the root resolves them in a scheme.
    private static func resolveCard(
      _ root: StylesheetModifier, in scheme: SwiftUI.ColorScheme
    ) throws -> (background: CascadeViews.Color?, name: CascadeViews.Color?) {
      let resolver = try #require(root.resolver(for: scheme))
      var traits = Traits()
      traits.colorScheme = scheme == .dark ? .dark : .light
      let card = resolver.resolve(Element(.stack, classes: ["card"]), below: nil, traits: traits)
      let name = resolver.resolve(Element(.text, classes: ["name"]), below: card, traits: traits)
      return (card.style.backgroundColor, name.style.foregroundColor)
    }
  }
#endif
