import CascadeElements
import CascadeViews
import Testing

@Suite struct ElementResolverTests {
  private let sheet = StyleVocabulary.standard.load(
    """
    Text { color: #111111; number-of-lines: 2; }
    .card Label.name { font: headline; padding: 8px; }
    Button.primary { title-color: white; title-color-highlighted: #CCCCCC; }
    @media (prefers-color-scheme: dark) { Text { color: #EEEEEE; } }
    """, named: "card.css")

  @Test func aTextElementTakesLabelRules() throws {
    let resolver = ElementResolver(sheet: sheet.stylesheet)
    let text = resolver.resolve(Element(.text), below: nil)
    #expect(try text.style.foregroundColor == Color(hex: "#111111"))
    #expect(text.style.numberOfLines == 2)
    #expect(text.style.padding == nil)
    #expect(text.style.font == nil)
  }

  @Test func anAncestorsClassSelectsInsideIt() {
    let resolver = ElementResolver(sheet: sheet.stylesheet)
    let card = resolver.resolve(Element(.stack, classes: ["card"]), below: nil)
    let name = resolver.resolve(Element(.text, classes: ["name"]), below: card)
    let outside = resolver.resolve(Element(.text, classes: ["name"]), below: nil)
    #expect(name.style.font == .headline)
    #expect(name.style.padding == EdgeInsets(all: 8))
    #expect(outside.style.font == nil)
    #expect(name.path == "StackView.card > Label.name")
  }

  @Test func aButtonTakesItsStatesTitleColor() throws {
    let resolver = ElementResolver(sheet: sheet.stylesheet)
    let normal = resolver.resolve(Element(.button, classes: ["primary"]), below: nil)
    let pressed = resolver.resolve(
      Element(.button, classes: ["primary"], state: .highlighted), below: nil)
    #expect(normal.style.foregroundColor == .white)
    #expect(try pressed.style.foregroundColor == Color(hex: "#CCCCCC"))
  }

  @Test(arguments: [StyleContext.light, .dark])
  func aButtonsPerStateTokensResolveInTheResolversTheme(context: StyleContext) throws {
    let tokens = StyleVocabulary.standard.load(
      "Button.primary { title-color-highlighted: var(--accent); "
        + "background-color-normal: var(--secondary-background); }",
      named: "buttons.css")
    #expect(tokens.diagnostics.isEmpty, "\(tokens.formattedDiagnostics)")
    let resolver = ElementResolver(sheet: tokens.stylesheet, context: context)
    let pressed = resolver.resolve(
      Element(.button, classes: ["primary"], state: .highlighted), below: nil)
    #expect(pressed.style.foregroundColor == context.theme[.accent])
    #expect(pressed.style.backgroundColor == context.theme[.secondaryBackground])
  }

  @Test func traitsChooseMediaBlocks() throws {
    let resolver = ElementResolver(sheet: sheet.stylesheet)
    var dark = Traits()
    dark.colorScheme = .dark
    let text = resolver.resolve(Element(.text), below: nil, traits: dark)
    #expect(try text.style.foregroundColor == Color(hex: "#EEEEEE"))
  }

  @Test func anUnchangedElementIsNotResolvedAgain() {
    let resolver = ElementResolver(sheet: sheet.stylesheet)
    let first = resolver.resolve(Element(.text, classes: ["name"]), below: nil)
    let second = resolver.resolve(Element(.text, classes: ["name"]), below: nil)
    #expect(first === second)
    #expect(resolver.resolutionCount == 1)
  }

  @Test func theCacheStartsOverWhenFull() {
    let resolver = ElementResolver(sheet: sheet.stylesheet, capacity: 3)
    for index in 0..<7 { _ = resolver.resolve(Element(.text, classes: ["c\(index)"]), below: nil) }
    #expect(resolver.cachedCount <= 3)
    #expect(resolver.resolutionCount == 7)
  }

  @Test func aParentFromAnotherResolverIsResolvedAgain() {
    let old = ElementResolver(sheet: Stylesheet("Empty", rules: []))
    let card = old.resolve(Element(.stack, classes: ["card"]), below: nil)
    let resolver = ElementResolver(sheet: sheet.stylesheet)
    let name = resolver.resolve(Element(.text, classes: ["name"]), below: card)
    #expect(name.style.font == .headline)
    #expect(name.parent !== card)
  }

  @Test func anExplanationNamesTheRuleAndItsPlaceInTheText() {
    let resolver = ElementResolver(sheet: sheet.stylesheet)
    let card = resolver.resolve(Element(.stack, classes: ["card"]), below: nil)
    let name = resolver.resolve(Element(.text, classes: ["name"]), below: card)
    let font = resolver.explanation(for: name).properties.first { $0.name == "font" }
    #expect(font?.source.contains("Label.name") == true)
    #expect(font?.location.description.contains("card.css:2:") == true)
  }

  @Test func aMissingTokenIsKeptWithTheElement() {
    var vocabulary = StyleVocabulary.standard
    vocabulary.register(token: Token<Color>("brand"))
    let loaded = vocabulary.load("Text { color: var(--brand); }", named: "t.css")
    let resolver = ElementResolver(sheet: loaded.stylesheet)
    let text = resolver.resolve(Element(.text), below: nil)
    #expect(text.missingTokens.map(\.name) == ["brand"])
    #expect(text.style.foregroundColor == nil)
  }

  @Test func aDeepChainIsReleasedWithoutRecursion() {
    let resolver = ElementResolver(sheet: sheet.stylesheet, capacity: 1)
    var current: ResolvedElement?
    for index in 0..<100_000 {
      current = resolver.resolve(Element(.view, classes: ["l\(index % 7)"]), below: current)
    }
    #expect(current?.element.kind == .view)
    current = nil
  }
}
