import CascadeCSS
import Testing

/// `$ref`, the format's JSON Pointers: a token that is a `$ref` to another is its alias, and
/// a `$ref` inside a value is the part of another token's value it points at.
@Suite struct DesignTokenPointerTests {
  private func file(_ text: String) -> DesignTokenFile {
    DesignTokenFile(parsing: text, named: "t.tokens.json")
  }

  private static let base = #""base": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}}"#

  @Test func aTokenThatIsARefIsAnAliasAndTakesItsTargetsType() {
    let tokens = file("{\(Self.base), \"gap\": {\"$ref\": \"#/base\"}}")
    #expect(tokens.diagnostics.isEmpty)
    #expect(tokens.token(at: "gap")?.aliasTarget == "base")
    #expect(tokens.token(at: "gap")?.type == .dimension)
    #expect(tokens.resolvedValue(of: "gap") == tokens.resolvedValue(of: "base"))
  }

  @Test func aRefToATokensValueIsAnAlias() {
    let tokens = file("{\(Self.base), \"gap\": {\"$value\": {\"$ref\": \"#/base/$value\"}}}")
    #expect(tokens.diagnostics.isEmpty)
    #expect(tokens.token(at: "gap")?.aliasTarget == "base")
    #expect(tokens.resolvedValue(of: "gap") == tokens.resolvedValue(of: "base"))
  }

  @Test func aRefInsideAValueIsThePartItPointsAt() {
    let tokens = file(
      "{\(Self.base), \"gap\": {\"$type\": \"dimension\", \"$value\": "
        + "{\"value\": {\"$ref\": \"#/base/$value/value\"}, \"unit\": \"rem\"}}}")
    #expect(tokens.diagnostics.isEmpty)
    #expect(
      tokens.resolvedValue(of: "gap") == .object([("value", .number(4)), ("unit", .string("rem"))]))
  }

  @Test func aRefIntoAnArrayTakesAnIndexAndFollowsAliases() {
    let tokens = file(
      #"{"a": {"$value": "{b}"}, "b": {"$type": "fontFamily", "$value": ["X", "Y"]}, "#
        + ##""c": {"$type": "fontFamily", "$value": {"$ref": "#/a/$value/1"}}}"##)
    #expect(tokens.resolvedValue(of: "c") == .string("Y"))
  }

  @Test func aRefToAPartThatIsNotThereIsReported() {
    let tokens = file(
      "{\(Self.base), \"gap\": {\"$type\": \"number\", \"$value\": {\"$ref\": \"#/base/$value/size\"}}}"
    )
    #expect(tokens.diagnostics.map(\.code) == [.unknownToken])
    #expect(tokens.diagnostics.first?.message.contains("`size`") == true)
    #expect(tokens.resolvedValue(of: "gap") == nil)
  }

  @Test func aRefInAValueToATokenItselfSuggestsItsValue() {
    let tokens = file(
      "{\(Self.base), \"gap\": {\"$type\": \"dimension\", \"$value\": {\"$ref\": \"#/base\"}}}")
    #expect(tokens.diagnostics.map(\.code) == [.unknownToken])
    #expect(tokens.diagnostics.first?.suggestion == "#/base/$value")
  }

  @Test func aRefToATokenTheFileDoesNotHaveIsReported() {
    let tokens = file(##"{"gap": {"$ref": "#/nothing"}}"##)
    #expect(tokens.diagnostics.map(\.code) == [.unknownToken])
  }

  @Test func aCycleThroughARefIsReported() {
    let tokens = file(
      ##"{"a": {"$type": "number", "$value": {"$ref": "#/b/$value"}}, "b": {"$type": "number", "$value": "{a}"}}"##
    )
    #expect(tokens.diagnostics.map(\.code) == [.aliasCycle, .aliasCycle])
  }

  @Test func escapedSegmentsNameTokensWithSlashesAndTildes() {
    let tokens = file(
      ##"{"a/b~c": {"$type": "number", "$value": 2}, "d": {"$type": "number", "$value": {"$ref": "#/a~1b~0c/$value"}}}"##
    )
    #expect(tokens.diagnostics.isEmpty)
    #expect(tokens.resolvedValue(of: "d") == .number(2))
  }
}
