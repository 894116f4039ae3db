#if canImport(SwiftUI)
  import CascadeElements
  import CascadeSwiftUI
  import SwiftUI
  import Testing

  /// A view keeps its kind under the modifiers put on it before `styleClass`, which wrap it
  /// in `ModifiedContent`: `Text(name).padding().styleClass("name")` is a `Text`.
  @MainActor @Suite struct ModifierOrderTests {
    /// A modifier of an app's own, which SwiftUI applies as a `ModifiedContent`.
    struct Outlined: ViewModifier {
      func body(content: Content) -> some View { content }
    }

    static let sheet = StyleVocabulary.standard.load(
      "Text.name { opacity: 0.5; } Button.name { opacity: 0.25; } .name { border-radius: 4px; }",
      named: "name.css")

    /// The element the `styleClass` modifier on `view` resolves.
    private func element(of view: some View) throws -> ResolvedElement {
      let marked = try #require(
        Mirror(reflecting: view).descendant("modifier") as? StyleClassModifier)
      let resolver = ElementResolver(sheet: Self.sheet.stylesheet)
      return try #require(
        marked.resolve(
          with: resolver, below: nil, traits: Traits(), environmentState: []))
    }

    @Test func aModifiedTextIsStillAText() throws {
      let once = try element(of: Text("Ada").modifier(Outlined()).styleClass("name"))
      #expect(once.element.description == "Label.name")
      #expect(once.style.opacity == 0.5)
      let twice = try element(
        of: Text("Ada").modifier(Outlined()).modifier(Outlined()).styleClass("name"))
      #expect(twice.element.description == "Label.name")
    }

    @Test func aModifiedButtonIsStillAButton() throws {
      let button = try element(
        of: Button("Follow") {}.modifier(Outlined()).styleClass("name"))
      #expect(button.element.description == "Button.name")
      #expect(button.style.opacity == 0.25)
    }

    @Test func aViewOfNoKnownKindModifiedIsAPlainView() throws {
      let plain = try element(of: Color.red.modifier(Outlined()).styleClass("name"))
      #expect(plain.element.description == "View.name")
      #expect(plain.style.cornerRadius == 4)
      #expect(plain.style.opacity == nil)
    }

    @Test func aMarkAroundAMarkedViewIsAPlainView() throws {
      let outer = try element(
        of: Text("Ada").styleClass("name").modifier(Outlined()).styleClass("name"))
      #expect(outer.element.description == "View.name")
      #expect(outer.style.opacity == nil, "the text's rules style the inner element alone")
    }

    @Test func aKindPassedWins() throws {
      let stated = try element(
        of: Text("Ada").modifier(Outlined()).styleClass("name", kind: .button))
      #expect(stated.element.description == "Button.name")
    }
  }
#endif
