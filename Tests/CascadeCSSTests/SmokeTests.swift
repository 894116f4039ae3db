import Cascade
import CascadeCSS
import Testing

@Suite struct SmokeTests {
  @Test func loadsAndApplies() throws {
    let text = """
      /* a comment */
      Box { width: 10px; }
      Caption.title, Field { lines: 3; }
      Box > Caption:highlighted { hidden: true; }
      @media (mood: busy) { Caption { text: "busy"; } }
      :root { --gutter: 12; }
      Headline { width: var(--gutter); level: 2; }
      """
    let sheet = StyleVocabulary.boxes.load(text, named: "boxes.css")
    print(sheet.formattedDiagnostics)
    #expect(sheet.diagnostics.isEmpty)
    print(sheet.cssText)
    let root = Box()
    let caption = root.add(Caption(["title"]))
    let headline = root.add(Headline())
    try sheet.stylesheet.apply(to: root, in: StyleContext())
    #expect(root.width == 10)
    #expect(caption.lines == 3)
    #expect(headline.width == 12)
    #expect(headline.level == 2)
    let broken = StyleVocabulary.boxes.load(
      "Box { widht: 3; lines: 2; width: 3em; }\nCaptoin { }\nBox:hover{}", named: "b.css")
    print(broken.formattedDiagnostics)
  }
}
