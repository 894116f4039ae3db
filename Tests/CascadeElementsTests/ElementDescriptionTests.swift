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
