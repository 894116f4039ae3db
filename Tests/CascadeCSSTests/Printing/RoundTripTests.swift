import Cascade
import CascadeCSS
import CascadeViews
import Testing

@Suite struct RoundTripTests {
  private static let cases: UInt64 = 1_000
  private static let firstSeed: UInt64 = 0xC5_5000

  @Test func printedSheetReadsBackEqual() {
    let vocabulary = SheetGenerator.vocabulary
    var failures = 0
    var counts = (
      rules: 0, declarations: 0, conditions: 0, layered: 0, tokenDeclarations: 0, nested: 0
    )
    for seed in Self.firstSeed..<Self.firstSeed + Self.cases where failures < 5 {
      var generator = SheetGenerator(seed: seed)
      let text = generator.sheet()
      let sheet = vocabulary.load(text, named: "random.css")
      guard sheet.diagnostics.isEmpty else {
        failures += 1
        Issue.record("seed \(seed): \(sheet.formattedDiagnostics)\n--- text ---\n\(text)")
        continue
      }
      let printed = sheet.cssText
      let reread = vocabulary.load(printed, named: "random.css")
      if !reread.diagnostics.isEmpty || reread != sheet || reread.cssText != printed {
        failures += 1
        let report: String =
          "seed \(seed): \(reread.formattedDiagnostics)\n--- text ---\n\(text)\n"
          + "--- printed ---\n\(printed)\n--- reprinted ---\n\(reread.cssText)"
        Issue.record(Comment(rawValue: report))
      }
      counts.rules += sheet.rules.count
      counts.declarations += sheet.rules.map(\.declarations.count).reduce(0, +)
      counts.conditions += sheet.rules.filter { $0.condition != nil }.count
      counts.layered += sheet.rules.filter { $0.layer != nil }.count
      counts.tokenDeclarations += sheet.tokenDeclarations.count
      counts.nested += sheet.rules.filter { !$0.nesting.isEmpty }.count
    }
    // The generator writes every kind of part, often.
    #expect(counts.rules > 2_000)
    #expect(counts.declarations > 3_000)
    #expect(counts.conditions > 200)
    #expect(counts.layered > 200)
    #expect(counts.tokenDeclarations > 500)
    #expect(counts.nested > 300, "\(counts.nested) nested rules")
  }

  @Test(arguments: [
    ":root { --g: 3px; }\nView { padding: var(--g)\n   /* c */ 0; }",
    "View { border: 1px solid var(--missing, var(--separator)); }",
    ":root { --w: 2px; }\n@layer a { :root { --w: 1px; } }\nView { border: var(--w) solid red; }",
    "@media (prefers-color-scheme: dark) { :root { --e: 4px 2px; } }\n"
      + ":root { --e: 1px; }\nView { padding: var( --e , 0 ) 0; }",
    ":root { --s: 0 1px; }\nView { box-shadow: var(--s) 2px var(--separator, red); }",
  ])
  func valuesWithVarInsidePrintAsWrittenAndReadBackEqual(text: String) throws {
    let vocabulary = StyleVocabulary.standard
    let sheet = vocabulary.load(text, named: "var.css")
    let printed = sheet.cssText
    let reread = vocabulary.load(printed, named: "var.css")
    #expect(!sheet.diagnostics.contains { $0.severity == .error }, "\(sheet.formattedDiagnostics)")
    #expect(reread.codes == sheet.codes)
    #expect(reread == sheet)
    #expect(reread.cssText == printed)
  }

  @Test func printingIsDeterministicAndIndented() throws {
    let vocabulary = StyleVocabulary.boxes
    let sheet = vocabulary.load(
      """
      @layer base;
      @theme dark { @media (quiet) { :root { --gutter: 2px; } } }
      @layer base { @media (mood: busy) { Caption.b.a>Headline:focused{lines:+3;text:'a"\\\\b'} } }
      """, named: "p.css")
    #expect(sheet.diagnostics.isEmpty)
    #expect(
      sheet.cssText == """
        @layer base;

        @theme dark {
          @media (quiet) {
            :root {
              --gutter: 2;
            }
          }
        }

        @layer base {
          @media (mood: busy) {
            Caption.a.b > Headline:focused {
              lines: 3;
              text: "a\\"\\\\b";
            }
          }
        }


        """)
  }

  @Test func aNULInAStringReadsAsTheReplacementCharacter() {
    // Found by the fuzzer: CSS cannot hold U+0000, written or escaped, so a string read
    // with one holds U+FFFD instead, and prints as text that reads back the same.
    let sheet = StyleVocabulary.boxes.sheet("Caption { text: \"a\u{0}b\"; }")
    #expect(sheet.diagnostics.isEmpty)
    #expect(sheet.rules.first?.declarations.first?.value == .literal("a\u{FFFD}b"))
    #expect(StyleVocabulary.boxes.sheet(sheet.cssText) == sheet)
  }

  @Test(arguments: ["a\nb", "tab\there", "\u{7F}\u{1}", "\"\\'", "日本 🎉", "A\u{20}B", "x\\", ""])
  func stringValueReadsBackEqual(value: String) throws {
    let vocabulary = StyleVocabulary.boxes
    let sheet = vocabulary.load("Caption { text: \(value.cssText); }", named: "s.css")
    #expect(sheet.diagnostics.isEmpty)
    #expect(try String(cssText: value.cssText) == value)
    let caption = Caption()
    try sheet.stylesheet.apply(to: caption)
    #expect(caption.text == value)
  }
}
