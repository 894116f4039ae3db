import CascadeElements
import CascadeViews
import Testing

@Suite struct ElementKindTests {
  @Test(arguments: ElementKind.allCases)
  func eachKindIsSelectedByItsSubstitutesName(kind: ElementKind) throws {
    let loaded = StyleVocabulary.standard.load(
      "\(kind.typeName) { opacity: 0.5; }", named: "kind.css")
    #expect(loaded.diagnostics.isEmpty)
    let resolved = ElementResolver(sheet: loaded.stylesheet).resolve(Element(kind), below: nil)
    #expect(resolved.style.opacity == 0.5)
  }

  @Test func textAndLabelAreOneType() {
    let loaded = StyleVocabulary.standard.load(
      "Text { number-of-lines: 3; } Label.title { number-of-lines: 4; }", named: "names.css")
    let resolver = ElementResolver(sheet: loaded.stylesheet)
    #expect(resolver.resolve(Element(.text), below: nil).style.numberOfLines == 3)
    let title = resolver.resolve(Element(.text, classes: ["title"]), below: nil)
    #expect(title.style.numberOfLines == 4)
  }

  @Test func aRuleForViewsStylesEveryKind() {
    let loaded = StyleVocabulary.standard.load(".card { border-radius: 12px; }", named: "c.css")
    let resolver = ElementResolver(sheet: loaded.stylesheet)
    for kind in ElementKind.allCases {
      let resolved = resolver.resolve(Element(kind, classes: ["card"]), below: nil)
      #expect(resolved.style.cornerRadius == 12, "\(kind)")
    }
  }
}
