import CascadeElements
import CascadeViews
import Testing

@Suite struct ElementDescriptionTests {
  @Test func classesAndStatesPrintAsCSSWritesThem() {
    let element = Element(.button, classes: ["primary", "wide"], state: .highlighted)
    #expect(element.description == "Button.primary.wide:highlighted")
  }

  @Test func aClassThatIsNoIdentifierIsEscapedAsASheetWritesIt() {
    #expect(Element(.view, classes: ["123"]).description == #"View.\31 23"#)
    #expect(Element(.view, classes: ["a b"]).description == #"View.a\ b"#)
    #expect(Element(.text, classes: ["-1x"]).description == #"Label.-\31 x"#)
  }

  @Test func theDescriptionSelectsTheElementInASheet() throws {
    // What the description prints is a selector that matches the element it describes.
    for name in ["123", "a b", "-1x", "ok"] {
      let element = Element(.view, classes: [name])
      let sheet = StyleVocabulary.standard.load(
        "\(element.description) { opacity: 0.5; }", named: "escaped.css")
      #expect(sheet.diagnostics.isEmpty, "\(sheet.diagnostics)")
      let resolved = ElementResolver(sheet: sheet.stylesheet).resolve(element, below: nil)
      #expect(resolved.style.opacity == 0.5, "\(element.description)")
    }
  }
}

@Suite struct ButtonColorTests {
  @Test func colorOnAButtonIsItsTitleColorAndTheLaterOfTheTwoWins() throws {
    let sheet = StyleVocabulary.standard.load(
      """
      Button.a { color: #FF0000; }
      Button.b { title-color: #00FF00; color: #0000FF; }
      Button.c { color: #0000FF; title-color: #00FF00; }
      """, named: "buttons.css")
    #expect(sheet.diagnostics.isEmpty, "\(sheet.diagnostics)")
    let resolver = ElementResolver(sheet: sheet.stylesheet)
    let colors = ["a", "b", "c"].map {
      resolver.resolve(Element(.button, classes: [$0]), below: nil).style.foregroundColor
    }
    #expect(try colors == [Color(hex: "#FF0000"), Color(hex: "#0000FF"), Color(hex: "#00FF00")])
  }
}

@Suite struct ElementPaddingTests {
  @Test func aRuleThatSetsOneEdgePadsThatEdgeAlone() {
    let sheet = Stylesheet("Edges") {
      Rule(View.self, classes: ["top"]) { Setter(\.layoutMargins.top, 20) }
    }
    let resolver = ElementResolver(sheet: sheet)
    let padded = resolver.resolve(Element(.view, classes: ["top"]), below: nil)
    #expect(padded.style.padding == EdgeInsets(top: 20))
    let plain = resolver.resolve(Element(.view), below: nil)
    #expect(plain.style.padding == nil)
  }
}

@Suite struct ElementExplanationTests {
  @Test func anExplanationNamesTheElementAndItsValuesAsSwiftUIDoes() {
    let sheet = StyleVocabulary.standard.load(
      """
      Button.p { title-color-highlighted: red; opacity: 0.5; padding: 4px; }
      Text.title { color: red; number-of-lines: 2; }
      """, named: "a.css")
    let resolver = ElementResolver(sheet: sheet.stylesheet)
    let button = resolver.resolve(
      Element(.button, classes: ["p"], state: .highlighted), below: nil)
    let buttonExplanation = resolver.explanation(for: button)
    #expect(buttonExplanation.object == "Button.p:highlighted")
    #expect(
      buttonExplanation.properties.map(\.name)
        == ["foregroundColor[highlighted]", "opacity", "padding"])
    let title = resolver.explanation(
      for: resolver.resolve(Element(.text, classes: ["title"]), below: nil))
    #expect(title.object == "Text.title")
    #expect(title.properties.map(\.name) == ["foregroundColor", "numberOfLines"])
    #expect(title.description.hasPrefix("Text.title\n  foregroundColor = #FF3B30"))
  }
}

@Suite struct ElementInheritTests {
  @Test func anElementInheritsItsParentElementsValue() throws {
    let sheet = StyleVocabulary.standard.load(
      """
      StackView.card { opacity: 0.5; }
      StackView.card.dim { opacity: 0.25; }
      Label { opacity: inherit; }
      """, named: "inherit.css")
    #expect(sheet.diagnostics.isEmpty, "\(sheet.diagnostics)")
    let resolver = ElementResolver(sheet: sheet.stylesheet)
    let card = resolver.resolve(Element(.stack, classes: ["card"]), below: nil)
    #expect(resolver.resolve(Element(.text), below: card).style.opacity == 0.5)
    // Below another parent, the same element takes that parent's value.
    let dim = resolver.resolve(Element(.stack, classes: ["card", "dim"]), below: nil)
    #expect(resolver.resolve(Element(.text), below: dim).style.opacity == 0.25)
    // At the root, it has no parent: the property keeps its own value.
    #expect(resolver.resolve(Element(.text), below: nil).style.opacity == nil)
  }
}
