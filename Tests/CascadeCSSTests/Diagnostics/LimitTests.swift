import Cascade
import CascadeCSS
import Testing

@Suite struct LimitTests {
  private let vocabulary = StyleVocabulary.boxes

  @Test func inputLargerThanTheLimitLoadsNothing() throws {
    var limits = TextLimits.standard
    limits.maximumBytes = 16
    let text = "Box { width: 3; }"
    let sheet = vocabulary.load(text, named: "big.css", limits: limits)
    #expect(sheet.codes == [.inputTooLarge])
    #expect(sheet.rules.isEmpty)
    let box = Box()
    try sheet.stylesheet.apply(to: box)
    #expect(box.width == 0)
    limits.maximumBytes = text.utf8.count
    #expect(vocabulary.load(text, named: "big.css", limits: limits).diagnostics.isEmpty)
  }

  @Test func mediaNestedDeeperThanTheLimitIsReported() throws {
    let depth = TextLimits.standard.maximumNestingDepth
    let nested = { (levels: Int) in
      String(repeating: "@media (quiet) { ", count: levels) + "Box { width: 1; }"
        + String(repeating: " }", count: levels)
    }
    // The rule's own block is one level too.
    #expect(vocabulary.sheet(nested(depth - 1)).diagnostics.isEmpty)
    let sheet = vocabulary.sheet(nested(depth + 4) + "\nBox { hidden: true; }")
    #expect(sheet.codes == [.nestingTooDeep])
    let box = Box()
    try sheet.stylesheet.apply(to: box, in: .with(quiet: true))
    #expect(box.width == 0)
    #expect(box.hidden == true)
  }

  @Test func parenthesesNestedDeeperThanTheLimitAreReported() throws {
    let depth = TextLimits.standard.maximumNestingDepth + 1
    let value = String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth)
    let sheet = vocabulary.sheet("Box { width: \(value); hidden: true; }")
    #expect(sheet.codes == [.nestingTooDeep])
    let box = Box()
    try sheet.stylesheet.apply(to: box)
    #expect(box.hidden == true)
  }

  @Test func diagnosticsStopAtTheLimitWithOneMoreSayingSo() {
    var limits = TextLimits.standard
    limits.maximumDiagnostics = 3
    let text = (0..<10).map { "Box { zebra\($0): 1; }" }.joined(separator: "\n")
    let sheet = vocabulary.load(text, named: "many.css", limits: limits)
    #expect(
      sheet.codes == [.unknownProperty, .unknownProperty, .unknownProperty, .tooManyDiagnostics])
    #expect(sheet.diagnostics.map(\.range.start.line) == [1, 2, 3, 4])
  }

  @Test func defaultDiagnosticLimitHolds() {
    let text = String(repeating: "Box { zebra: 1; }\n", count: 600)
    let sheet = vocabulary.sheet(text)
    #expect(sheet.diagnostics.count == TextLimits.standard.maximumDiagnostics + 1)
    #expect(sheet.codes.last == .tooManyDiagnostics)
  }

  /// Inputs built to break a parser: each with its name, for the failure message.
  private static let pathological: [(String, String)] = [
    ("braces", String(repeating: "{", count: 100_000)),
    ("closing braces", String(repeating: "}", count: 100_000)),
    ("parentheses", String(repeating: "(", count: 100_000)),
    ("parentheses in a value", "Box { width: " + String(repeating: "(", count: 100_000)),
    ("comment openers", String(repeating: "/*", count: 500_000)),
    ("a lone quote", "\""),
    ("a quote in a value", "Box { text: \" }"),
    ("NUL bytes", "Box\0 { width: 1\0; }\0\0"),
    ("only NULs", String(repeating: "\0", count: 1000)),
    (
      "invalid UTF-8",
      String(decoding: [0xFF, 0xFE, 0x7B, 0xC0, 0x80, 0x7D] as [UInt8], as: UTF8.self)
    ),
    ("at-signs", String(repeating: "@", count: 10_000)),
    ("backslashes", "Caption { text: \"" + String(repeating: "\\", count: 9_999) + "\" }"),
    ("media opens", String(repeating: "@media (", count: 10_000)),
    ("huge number", "Box { width: 1" + String(repeating: "0", count: 400) + "; lines: 1e999; }"),
  ]

  @Test(arguments: pathological)
  func pathologicalInputLoadsWithDiagnostics(name: String, text: String) throws {
    let sheet = vocabulary.sheet(text)
    #expect(!sheet.diagnostics.isEmpty, "\(name)")
    #expect(sheet.diagnostics.count <= TextLimits.standard.maximumDiagnostics + 1)
    _ = sheet.formattedDiagnostics
    _ = sheet.cssText
    try sheet.stylesheet.apply(to: Box())
  }

  @Test func inputAtTheByteLimitIsRead() {
    let padding = String(repeating: " ", count: TextLimits.standard.maximumBytes - 17)
    let text = padding + "Box { width: 1; }"
    let sheet = vocabulary.sheet(text)
    #expect(sheet.diagnostics.isEmpty)
    #expect(sheet.rules.count == 1)
  }
}
