import CascadeCSS
import Testing

/// A group's root token, `$root`: a token of its own, at `group.$root`, named so in
/// aliases; an alias of the group itself is reported with the root as its suggestion.
@Suite struct DesignTokenRootTests {
  private func file(_ text: String) -> DesignTokenFile {
    DesignTokenFile(parsing: text, named: "t.tokens.json")
  }

  @Test func aRootTokenLoadsAtItsGroupsPathAndTakesTheGroupsType() {
    let tokens = file(
      #"{"space": {"$type": "number", "$root": {"$value": 4}, "large": {"$value": 8}}}"#)
    #expect(tokens.diagnostics.isEmpty)
    #expect(tokens.tokens.map(\.path) == ["space.$root", "space.large"])
    #expect(tokens.resolvedValue(of: "space.$root") == .number(4))
    #expect(tokens.token(at: "space.$root")?.type == .number)
  }

  @Test func anAliasNamesTheRootByItsPath() {
    let tokens = file(
      #"{"space": {"$type": "number", "$root": {"$value": 4}}, "gap": {"$type": "number", "$value": "{space.$root}"}}"#
    )
    #expect(tokens.diagnostics.isEmpty)
    #expect(tokens.resolvedValue(of: "gap") == .number(4))
  }

  @Test func anAliasOfTheGroupIsReportedWithItsRootAsTheSuggestion() throws {
    let tokens = file(
      #"{"space": {"$type": "number", "$root": {"$value": 4}}, "gap": {"$type": "number", "$value": "{space}"}}"#
    )
    let diagnostic = try #require(tokens.diagnostics.first)
    #expect(tokens.diagnostics.count == 1)
    #expect(diagnostic.code == .unknownToken)
    #expect(diagnostic.suggestion == "{space.$root}")
    #expect(diagnostic.range.start.column == 93)
    #expect(tokens.resolvedValue(of: "gap") == nil)
  }

  @Test func aRootThatIsAGroupIsReported() {
    let tokens = file(#"{"space": {"$root": {"a": {"$type": "number", "$value": 1}}}}"#)
    #expect(tokens.diagnostics.map(\.code) == [.invalidValue])
    #expect(tokens.diagnostics.first?.range.start.column == 12)
  }

  @Test func aFileWithRootTokensPrintsBackToEqualTokens() {
    let tokens = file(
      #"{"space": {"$type": "number", "$root": {"$value": 4}, "large": {"$value": 8}}}"#)
    let again = file(tokens.jsonText)
    #expect(again.diagnostics.isEmpty)
    #expect(again.tokens == tokens.tokens)
  }
}
