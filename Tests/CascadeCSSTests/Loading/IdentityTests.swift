import Cascade
import CascadeCSS
import Testing

/// A text rule makes the setters of its Swift form: the same identities, so that the two
/// override each other in the cascade, and equal values.
@Suite struct IdentityTests {
  private let vocabulary = StyleVocabulary.boxes

  /// Each property an explanation lists, as `name = value`.
  private func explained(_ sheet: Stylesheet, on object: some Stylable) throws -> [String] {
    try sheet.apply(to: object)
    return sheet.explanation(for: object).properties.map { "\($0.name) = \($0.value)" }.sorted()
  }

  @Test func keyPathPropertyHasTheSwiftFormsIdentityAndValue() throws {
    let text = try vocabulary.strictSheet("Caption { lines: 3; }", named: "text.css")
    let swift = Stylesheet("swift.css") { Rule(Caption.self) { Setter(\.lines, 3) } }
    let fromText = try explained(text.stylesheet, on: Caption())
    let fromSwift = try explained(swift, on: Caption())
    #expect(fromText == fromSwift)
    let name = try #require(text.stylesheet.explanation(for: Caption()).properties.first?.name)
    #expect(name == SetterIdentity.keyPath(\Caption.lines).description)
  }

  @Test func superclassPropertyInSubclassRuleHasTheSwiftFormsIdentity() throws {
    let text = try vocabulary.strictSheet("Headline { width: 2; }", named: "text.css")
    let swift = Stylesheet("swift.css") { Rule(Headline.self) { Setter(\.width, 2) } }
    let fromText = try explained(text.stylesheet, on: Headline())
    let fromSwift = try explained(swift, on: Headline())
    #expect(fromText == fromSwift)
    let name = try #require(text.stylesheet.explanation(for: Headline()).properties.first?.name)
    #expect(name == SetterIdentity.keyPath(\Headline.width).description)
  }

  @Test(arguments: [false, true])
  func textAndSwiftRulesForOnePropertyOverrideEachOther(textLast: Bool) throws {
    let text = try vocabulary.strictSheet("Headline { width: 2; lines: 4; }", named: "t.css")
    let swift = Stylesheet("swift.css") {
      Rule(Headline.self) {
        Setter(\.width, 7)
        Setter(\.lines, 8)
      }
    }
    let sheets = textLast ? [swift, text.stylesheet] : [text.stylesheet, swift]
    let layered = Stylesheet.layered(sheets)
    let headline = Headline()
    try layered.apply(to: headline)
    #expect(headline.width == (textLast ? 2 : 7))
    #expect(headline.lines == (textLast ? 4 : 8))
    let properties = layered.explanation(for: headline).properties
    // One entry per property, with the other sheet's rule overridden: had the identities
    // differed, each property would be listed twice and override nothing.
    #expect(properties.map(\.name).sorted() == ["lines", "width"])
    #expect(properties.allSatisfy { $0.overridden.count == 1 })
  }

  @Test func tokenValueHasTheSwiftFormsValue() throws {
    let (text, swift) = try gutterSheets()
    let context = StyleContext(theme: Self.roomy)
    let textBox = Box()
    let swiftBox = Box()
    try text.apply(to: textBox, in: context)
    try swift.apply(to: swiftBox, in: context)
    #expect(textBox.width == 11)
    #expect(swiftBox.width == 11)
  }

  @Test func tokenValueHasTheSwiftFormsIdentity() throws {
    let (text, swift) = try gutterSheets()
    let layered = Stylesheet.layered([swift, text])
    let properties: [StyleExplanation.Property] =
      layered.explanation(for: Box(), in: StyleContext(theme: Self.roomy)).properties
    let width: String = SetterIdentity.keyPath(\Box.width).description
    #expect(properties.map(\.name) == [width])
    #expect(properties.first?.overridden.count == 1)
  }

  private static let roomy = Theme(name: "Roomy") { $0[.gutter] = 11 }

  /// A text sheet and its Swift form, each setting the width to the gutter token.
  private func gutterSheets() throws -> (text: Stylesheet, swift: Stylesheet) {
    let text = try vocabulary.strictSheet("Box { width: var(--gutter); }", named: "t.css")
    let swift = Stylesheet("swift.css") { Rule(Box.self) { Setter(\.width, .token(.gutter)) } }
    return (text.stylesheet, swift)
  }

  @Test func customSetterHasItsRegistrationsIdentity() throws {
    let text = try vocabulary.strictSheet("Box { tag-upper: \"loud\"; }", named: "t.css")
    let box = Box()
    try text.stylesheet.apply(to: box)
    #expect(box.tag == "LOUD")
    let properties = text.stylesheet.explanation(for: box).properties
    #expect(properties.map(\.name) == [SetterIdentity.named("tagUpper").description])
  }

  @Test func propertyRegisteredOnTwoTypesTakesEachTypesKeyPath() throws {
    let text = try vocabulary.strictSheet("Caption { lines: 2; }\nField { lines: 3; }", named: "t")
    let root = Box()
    let caption = root.add(Caption())
    let field = root.add(Field())
    try text.stylesheet.apply(to: root)
    #expect(caption.lines == 2)
    #expect(field.lines == 3)
  }
}
