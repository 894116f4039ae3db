#if canImport(SwiftUI)
  import CascadeElements
  import CascadeSwiftUI
  import CascadeViews
  import SwiftUI
  import Testing

  /// A button styled through the bridge is an element in the states SwiftUI gives it:
  /// `highlighted` while pressed, `disabled` where not enabled.
  @MainActor @Suite struct StyleClassButtonStyleTests {
    static let sheet = StyleVocabulary.standard.load(
      """
      Button.primary { title-color: white; background-color: #007AFF; }
      Button.primary:highlighted { background-color: #0040DD; }
      Button.primary:disabled { opacity: 0.4; }
      Button.primary:selected { border: 2px solid black; }
      """, named: "buttons.css")

    /// The button's values, pressed or not, enabled or not.
    private static func resolve(
      _ style: StyleClassButtonStyle, isPressed: Bool, isEnabled: Bool
    ) throws -> ResolvedElement {
      let resolver = ElementResolver(sheet: sheet.stylesheet)
      return try #require(
        style.element(isPressed: isPressed, isEnabled: isEnabled)
          .resolve(with: resolver, below: nil, traits: Traits(), environmentState: []))
    }

    @Test func aButtonAtRestTakesItsClassRules() throws {
      let button = try Self.resolve(.styleClass("primary"), isPressed: false, isEnabled: true)
      #expect(button.path == "Button.primary")
      #expect(button.style.foregroundColor == CascadeViews.Color.white)
      #expect(try button.style.backgroundColor == CascadeViews.Color(hex: "#007AFF"))
      #expect(button.style.opacity == nil)
    }

    @Test func aPressedButtonIsHighlighted() throws {
      let button = try Self.resolve(.styleClass("primary"), isPressed: true, isEnabled: true)
      #expect(button.element.state == .highlighted)
      #expect(try button.style.backgroundColor == CascadeViews.Color(hex: "#0040DD"))
    }

    @Test func aButtonThatIsNotEnabledIsDisabled() throws {
      let button = try Self.resolve(.styleClass("primary"), isPressed: false, isEnabled: false)
      #expect(button.element.state == .disabled)
      #expect(button.style.opacity == 0.4)
    }

    @Test func theStylesOwnStatesAreKept() throws {
      let style = StyleClassButtonStyle("primary", state: .selected)
      let button = try Self.resolve(style, isPressed: true, isEnabled: true)
      #expect(button.element.state == [.selected, .highlighted])
      #expect(button.style.border?.width == 2)
      #expect(try button.style.backgroundColor == CascadeViews.Color(hex: "#0040DD"))
    }
  }
#endif
