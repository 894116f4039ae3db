import Cascade
import CascadeCSS
import Testing

/// `$deprecated` on tokens and groups: kept on the token for an API to read, inherited from
/// a group unless the token says otherwise, and a warning at each use with the token's
/// explanation.
@Suite struct DesignTokenDeprecationTests {
  private func file(_ text: String) -> DesignTokenFile {
    DesignTokenFile(parsing: text, named: "t.tokens.json")
  }

  private static let text = #"""
    {"old": {"$type": "number", "$deprecated": "Use `new`.",
       "a": {"$value": 1}, "b": {"$value": 2, "$deprecated": false}},
     "flag": {"$type": "number", "$value": 3, "$deprecated": true},
     "uses": {"$type": "number", "$value": "{old.a}"}}
    """#

  @Test func aTokenKeepsItsOwnOrItsGroupsDeprecation() {
    let tokens = file(Self.text)
    #expect(tokens.token(at: "old.a")?.isDeprecated == true)
    #expect(tokens.token(at: "old.a")?.deprecationMessage == "Use `new`.")
    #expect(tokens.token(at: "old.b")?.isDeprecated == false)
    #expect(tokens.token(at: "flag")?.isDeprecated == true)
    #expect(tokens.token(at: "flag")?.deprecationMessage == nil)
    #expect(tokens.groups.first { $0.path == "old" }?.isDeprecated == true)
  }

  @Test func anAliasOfADeprecatedTokenIsAWarningWithItsExplanation() throws {
    let tokens = file(Self.text)
    let diagnostic = try #require(tokens.diagnostics.first)
    #expect(tokens.diagnostics.count == 1)
    #expect(diagnostic.code == .deprecatedToken)
    #expect(diagnostic.severity == .warning)
    #expect(diagnostic.message.hasSuffix("which is deprecated: Use `new`."))
    #expect(diagnostic.range.start.line == 4)
    #expect(tokens.resolvedValue(of: "uses") == .number(1))
  }

  @Test func aSwiftTokenMappedToADeprecatedTokenIsAWarningAndLoads() {
    var mapping = DesignTokenMapping()
    mapping.map(Token<Double>("flag"), to: "flag")
    let loaded = mapping.loadTheme(Self.text, named: "T")
    let warnings = loaded.diagnostics.filter { $0.message.hasPrefix("`flag` takes its value") }
    #expect(warnings.map(\.code) == [.deprecatedToken])
    #expect(loaded.theme[Token<Double>("flag")] == 3)
  }

  @Test func aDeprecationThatIsNeitherABooleanNorAStringIsReported() {
    let tokens = file(#"{"a": {"$type": "number", "$value": 1, "$deprecated": 2}}"#)
    #expect(tokens.diagnostics.map(\.code) == [.invalidValue])
    #expect(tokens.token(at: "a")?.isDeprecated == false)
  }

  @Test func deprecationsPrintBack() {
    let tokens = file(Self.text)
    let again = file(tokens.jsonText)
    #expect(again.tokens == tokens.tokens)
    #expect(again.groups == tokens.groups)
  }
}
