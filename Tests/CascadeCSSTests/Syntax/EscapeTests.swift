import Cascade
import Testing

@testable import CascadeCSS

/// Names may hold CSS escapes, as CSS Syntax Level 3 reads them, and a name printed back
/// is escaped where it needs to be, so the printed sheet loads back equal.
@Suite struct EscapeTests {
  private let vocabulary = StyleVocabulary.boxes

  private func kinds(_ text: String) -> [CSSToken.Kind] {
    Tokenizer.tokens(of: Array(text.utf8)).map(\.kind)
  }

  @Test(arguments: [
    (#"L\61 bel"#, "Label"), (#"\4c abel"#, "Label"), (#"L\abel"#, "L\u{ABE}l"),
    (#"B\ox"#, "Box"), (#"a\0 b"#, "a\u{FFFD}b"), (#"a\D800 b"#, "a\u{FFFD}b"),
    (#"a\110000 b"#, "a\u{FFFD}b"), (#"a\"#, "a\u{FFFD}"), (#"-\31"#, "-1"),
    ("a\\31\r\nb", "a1b"), (#"a\1F600 b"#, "a😀b"), (#"\-"#, "-"),
  ])
  func escapeInANameIsDecoded(text: String, name: String) {
    #expect(kinds(text) == [.identifier(name)])
  }

  @Test func escapedLineBreakIsNotAnEscapeInAName() {
    #expect(kinds("a\\\nb") == [.identifier("a"), .delimiter(0x5C), .whitespace, .identifier("b")])
  }

  @Test(arguments: [
    (#"#\31 x"#, CSSToken.Kind.hash("1x")),
    (#"@l\61yer"#, .atKeyword("layer")),
    (#"v\61r("#, .function("var")),
    (#"1\70 x"#, .dimension(1, unit: "px")),
    (#""\41 b""#, .string("Ab")),
  ])
  func escapesInOtherTokensAreDecoded(text: String, kind: CSSToken.Kind) {
    #expect(kinds(text) == [kind])
  }

  @Test func escapedTypeAndPropertyLoad() throws {
    let sheet = vocabulary.sheet(#"B\6f x { wi\64th: 3; }"#)
    #expect(sheet.diagnostics.isEmpty, "\(sheet.formattedDiagnostics)")
    let box = Box()
    try sheet.stylesheet.apply(to: box, in: .with())
    #expect(box.width == 3)
  }

  @Test func classThatNeedsEscapingPrintsBackEqual() throws {
    let sheet = vocabulary.sheet(#"Box.\31 23.a\ b { width: 3; }"#)
    #expect(sheet.diagnostics.isEmpty, "\(sheet.formattedDiagnostics)")
    #expect(sheet.rules.first?.selectors == [#"Box.\31 23.a\ b"#])
    let again = vocabulary.sheet(sheet.cssText)
    #expect(again.diagnostics.isEmpty, "\(again.formattedDiagnostics)")
    #expect(again == sheet)
  }

  @Test func layerAndThemeThatNeedEscapingPrintBackEqual() throws {
    var vocabulary = vocabulary
    vocabulary.register(themeNamed: "High Contrast")
    let sheet = vocabulary.load(
      #"@layer \31 st.b\+c { Box { width: 3; } } @theme high\ contrast { :root { --gutter: 2; } }"#,
      named: "test.css")
    #expect(sheet.diagnostics.isEmpty, "\(sheet.formattedDiagnostics)")
    #expect(sheet.layers == ["1st", "1st.b+c"])
    let again = vocabulary.load(sheet.cssText, named: "test.css")
    #expect(again.diagnostics.isEmpty, "\(again.formattedDiagnostics)")
    #expect(again == sheet)
  }

  @Test func aNestedLayerWhoseNameStartsWithACombiningMarkPrintsBackEqual() throws {
    // `.` and the mark after it are one character: the dot must still separate the names.
    let sheet = vocabulary.load("@layer a.\u{0301}b { Box { width: 3; } }", named: "test.css")
    #expect(sheet.diagnostics.isEmpty, "\(sheet.formattedDiagnostics)")
    #expect(sheet.layers == ["a", "a.\u{0301}b"])
    let again = vocabulary.load(sheet.cssText, named: "test.css")
    #expect(again.diagnostics.isEmpty, "\(again.formattedDiagnostics)")
    #expect(again == sheet)
  }

  @Test func aLayerNameWithAnEscapedDotIsAnError() throws {
    // `.` names a nested layer: `a\.b` would print as `a.b`, two layers.
    let sheet = vocabulary.load(#"@layer a\.b { Box { width: 3; } }"#, named: "test.css")
    #expect(sheet.codes == [.syntax])
    #expect(sheet.layers.isEmpty)
    let again = vocabulary.load(sheet.cssText, named: "test.css")
    #expect(again.diagnostics.isEmpty, "\(again.formattedDiagnostics)")
  }

  @Test(arguments: ["plain", "123", "-1", "-", "a b", "a.b", "tab\there", "é", "--x"])
  func escapedIdentifierReadsBackAsTheName(name: String) {
    #expect(kinds(CSSIdentifier.escaped(name)) == [.identifier(name)])
  }
}
