#if canImport(SwiftUI)
  import CascadeElements
  import CascadeSwiftUI
  import CascadeViews
  import SwiftUI
  import Testing

  /// The modifiers that `stylesheet` and `styleClass` apply, made by name, resolve as those
  /// do.
  @MainActor @Suite struct PublicModifierTests {
    static let sheet = StyleVocabulary.standard.load(
      "Text.name { color: var(--primary-text); } Text.name:selected { background-color: red; }",
      named: "name.css")

    @Test func aStylesheetModifierFollowsTheSchemeOrKeepsOneTheme() throws {
      let following = StylesheetModifier(Self.sheet.stylesheet)
      let fixed = StylesheetModifier(Self.sheet.stylesheet, in: .light)
      #expect(try #require(following.resolver(for: .dark)).context.theme.name == Theme.dark.name)
      #expect(try #require(fixed.resolver(for: .dark)).context.theme.name == Theme.light.name)
    }

    @Test func aStyleClassModifierResolvesItsKindClassesAndState() throws {
      let resolver = ElementResolver(sheet: Self.sheet.stylesheet)
      let modifier = StyleClassModifier("name", kind: .text, state: .selected)
      let name = try #require(
        modifier.resolve(with: resolver, below: nil, traits: Traits(), environmentState: []))
      #expect(name.element.description == "Label.name:selected")
      #expect(name.style.foregroundColor == CascadeViews.Color.black)
      #expect(name.style.backgroundColor == CascadeViews.Color.red)
      let disabled = try #require(
        modifier.resolve(with: resolver, below: nil, traits: Traits(), environmentState: .disabled))
      #expect(disabled.element.state == [.selected, .disabled])
    }
  }
#endif
