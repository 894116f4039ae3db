#if canImport(SwiftUI)
  import CascadeElements
  import CascadeSwiftUI
  import CascadeViews
  import SwiftUI
  import Testing

  /// A custom view reads the resolved style of the element it is inside, or of its own
  /// element resolved below it, to draw itself with any of its values.
  @MainActor @Suite struct StyleReaderTests {
    static let sheet = StyleVocabulary.standard.load(
      """
      .card { background-color: white; padding: 16px; }
      .card .badge { background-color: #FF3B30; border-radius: 6px; tint-color: #34C759; }
      .card .badge:selected { background-color: #007AFF; }
      .badge Text { color: white; }
      """, named: "badge.css")

    @Test func aReaderResolvesItsElementBelowTheCurrentOne() throws {
      let resolver = ElementResolver(sheet: Self.sheet.stylesheet)
      let card = resolver.resolve(Element(.stack, classes: ["card"]), below: nil)
      let reader = StyleReader("badge") { style in Text(style.cornerRadius.map { "\($0)" } ?? "") }
      let badge = try #require(
        reader.resolve(with: resolver, below: card, traits: Traits(), environmentState: []))
      #expect(badge.path == "StackView.card > View.badge")
      #expect(try badge.style.backgroundColor == CascadeViews.Color(hex: "#FF3B30"))
      #expect(badge.style.cornerRadius == 6)
      #expect(try badge.style.tintColor == CascadeViews.Color(hex: "#34C759"))
    }

    @Test func aReadersStateSelectsItsRules() throws {
      let resolver = ElementResolver(sheet: Self.sheet.stylesheet)
      let card = resolver.resolve(Element(.stack, classes: ["card"]), below: nil)
      let reader = StyleReader("badge", state: .selected) { _ in EmptyView() }
      let badge = try #require(
        reader.resolve(with: resolver, below: card, traits: Traits(), environmentState: []))
      #expect(try badge.style.backgroundColor == CascadeViews.Color(hex: "#007AFF"))
    }

    @Test func aReaderWithNoSheetAboveResolvesNothing() {
      let reader = StyleReader("badge") { _ in EmptyView() }
      #expect(reader.resolve(with: nil, below: nil, traits: Traits(), environmentState: []) == nil)
    }

    @Test func theContentIsMadeFromTheStyle() {
      var style = ElementStyle()
      style.cornerRadius = 6
      let reader = StyleReader("badge") { style in Text("\(style.cornerRadius ?? 0)") }
      #expect(reader.content(for: style) == Text("6.0"))
    }

    @Test func theEnvironmentGivesTheNearestElementsStyle() throws {
      let resolver = ElementResolver(sheet: Self.sheet.stylesheet)
      let card = resolver.resolve(Element(.stack, classes: ["card"]), below: nil)
      let badge = try #require(
        StyleClassModifier("badge").resolve(
          with: resolver, below: card, traits: Traits(), environmentState: []))
      var environment = EnvironmentValues()
      #expect(environment.resolvedElement == nil)
      #expect(environment.elementStyle.isEmpty)
      environment.cascadeParent = badge
      #expect(environment.resolvedElement === badge)
      #expect(try environment.elementStyle.backgroundColor == CascadeViews.Color(hex: "#FF3B30"))
      #expect(environment.elementStyle.cornerRadius == 6)
    }

    @Test func aStyleColorAndFontAreSwiftUIs() {
      let color = CascadeViews.Color(red: 1, green: 0.5, blue: 0, opacity: 0.25)
      #expect(
        SwiftUI.Color(color) == SwiftUI.Color(.sRGB, red: 1, green: 0.5, blue: 0, opacity: 0.25))
      #expect(
        SwiftUI.Font(CascadeViews.Font.headline) == SwiftUI.Font.system(.headline).weight(.semibold)
      )
    }
  }
#endif
