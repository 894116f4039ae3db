import CascadeCSS
import Testing

@Suite struct JSONReaderTests {
  private func problems(_ text: String, limits: TextLimits = .standard) -> [TextDiagnostic] {
    DesignTokenFile(parsing: text, named: "t.tokens.json", limits: limits).diagnostics
  }

  @Test(arguments: [
    ("{\n  \"a\": {\"$value\": 1,}\n}", 2, 21),
    ("{\"a\" 1}", 1, 6),
    ("{\"a\": tru}", 1, 7),
    ("{\"a\": \"x}", 1, 7),
    ("{\"a\": 01}", 1, 8),
    ("{\"a\": {}} x", 1, 11),
    ("", 1, 1),
    ("{\"a\": \"\\q\"}", 1, 8),
    ("{\"a\": 1e999}", 1, 7),
    ("{\"a\": 1, \"a\": 2}", 1, 10),
  ])
  func syntaxErrorsHaveALineAndColumn(text: String, line: Int, column: Int) {
    let found = problems(text)
    #expect(found.count == 1)
    #expect(found.first?.code == .invalidJSON)
    #expect(found.first?.range.start.line == line)
    #expect(found.first?.range.start.column == column)
  }

  @Test func nestingDeeperThanTheLimitIsReportedNotRecursedInto() {
    let deep = String(repeating: "[", count: 100_000)
    #expect(problems("{\"a\": \(deep)").map(\.code) == [.nestingTooDeep])
  }

  @Test func aRaisedNestingLimitStopsAtTheCeiling() throws {
    var limits = TextLimits.standard
    limits.maximumNestingDepth = 1_000_000
    let found = problems("{\"a\": " + String(repeating: "[", count: 100_000), limits: limits)
    #expect(found.map(\.code) == [.nestingTooDeep])
    #expect(found.first?.message == "objects and arrays nested more than 64 deep")
    #expect(found.first?.range.start.offset == 6 + 63)
  }

  @Test func aFileOverTheSizeLimitLoadsNothing() {
    var limits = TextLimits.standard
    limits.maximumBytes = 10
    #expect(problems("{\"aaaaaaaaaaaaa\": {}}", limits: limits).map(\.code) == [.inputTooLarge])
  }

  @Test func stringsReadTheirEscapes() throws {
    let file = DesignTokenFile(
      parsing: ##"{"a": {"$type": "fontFamily", "$value": "\u00e9\ud83c\udf89\n\"\\\/"}}"##,
      named: "t.tokens.json")
    #expect(file.diagnostics.isEmpty)
    #expect(file.token(at: "a")?.value == .string("é🎉\n\"\\/"))
  }

  @Test func aLoneSurrogateReadsAsTheReplacementCharacter() {
    let file = DesignTokenFile(
      parsing: ##"{"a": {"$type": "fontFamily", "$value": "x\ud800y"}}"##, named: "t.tokens.json")
    #expect(file.token(at: "a")?.value == .string("x\u{FFFD}y"))
  }

  @Test(arguments: ["\"tab\there\"", "[1, -2.5, 1e-7, true, null, {}]", "{\"k\": [\"\\u0001\"]}"])
  func printedValuesReadBackEqual(json: String) throws {
    let text = "{\"a\": {\"$type\": \"number\", \"$value\": \(json), \"$extensions\": \(json)}}"
    let file = DesignTokenFile(parsing: text, named: "t.tokens.json")
    let again = DesignTokenFile(parsing: file.jsonText, named: "t.tokens.json")
    #expect(again.tokens == file.tokens)
    #expect(again.token(at: "a")?.extensions == file.token(at: "a")?.extensions)
  }
}
