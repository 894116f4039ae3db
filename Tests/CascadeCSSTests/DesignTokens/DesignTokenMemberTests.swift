import CascadeCSS
import Testing

/// The members of composite values as written: an alias in a member is checked by its
/// target's `$type`, not its value's shape; a typography value has the format's members;
/// and alias chains resolve at any length.
@Suite struct DesignTokenMemberTests {
  private func file(_ text: String) -> DesignTokenFile {
    DesignTokenFile(parsing: text, named: "t.tokens.json")
  }

  @Test func aMemberAliasOfATokenOfAnotherTypeIsReportedAtTheMember() throws {
    let tokens = file(
      #"{"w": {"$type": "number", "$value": 800}, "t": {"$type": "typography", "$value": {"fontFamily": "X", "fontSize": "12px", "fontWeight": "{w}"}}}"#
    )
    let diagnostic = try #require(tokens.diagnostics.first)
    #expect(tokens.diagnostics.count == 1)
    #expect(diagnostic.code == .tokenTypeMismatch)
    #expect(diagnostic.expected == "fontWeight")
    #expect(diagnostic.message.contains("`fontWeight` is an alias of `w`, a `number`"))
    #expect(tokens.resolvedValue(of: "t") == nil)
  }

  @Test func aMemberAliasOfTheRightTypeLoads() {
    let tokens = file(
      #"{"w": {"$type": "fontWeight", "$value": 800}, "t": {"$type": "typography", "$value": {"fontFamily": "X", "fontSize": "12px", "fontWeight": "{w}"}}}"#
    )
    #expect(tokens.diagnostics.isEmpty)
  }

  @Test func aShadowLayersMembersAreCheckedEach() {
    let tokens = file(
      #"{"c": {"$type": "dimension", "$value": "1px"}, "s": {"$type": "shadow", "$value": [{"color": "{c}"}]}}"#
    )
    #expect(tokens.diagnostics.map(\.code) == [.tokenTypeMismatch])
  }

  @Test func aTypographyMemberTheFormatLacksIsReportedWithASuggestion() throws {
    let tokens = file(
      #"{"t": {"$type": "typography", "$value": {"fontFamily": "X", "fontSize": "12px", "fontVariant": "small-caps", "lineHeigth": 1.2}}}"#
    )
    #expect(tokens.diagnostics.map(\.code) == [.invalidValue, .invalidValue])
    #expect(tokens.diagnostics.last?.suggestion == "lineHeight")
    #expect(tokens.resolvedValue(of: "t") == nil)
  }

  @Test func anAliasChainLongerThanTheSheetsLimitResolves() {
    let count = TextLimits.standard.maximumAliasDepth * 10
    let first = "\"t0\": {\"$value\": 1}"
    let rest = (1..<count).map { "\"t\($0)\": {\"$value\": \"{t\($0 - 1)}\"}" }
    let tokens = file("{\"$type\": \"number\", " + ([first] + rest).joined(separator: ", ") + "}")
    #expect(tokens.diagnostics.isEmpty)
    #expect(tokens.resolvedValue(of: "t\(count - 1)") == .number(1))
  }

  @Test func aDimensionInPointsLoadsWithAWarning() {
    let tokens = file(
      ##"{"a": {"$type": "dimension", "$value": "12pt"}, "b": {"$type": "border", "$value": {"color": "#000", "width": {"value": 1, "unit": "pt"}, "style": "solid"}}}"##
    )
    let codes: [TextDiagnostic.Code] = tokens.diagnostics.map(\.code)
    #expect(codes == [.nonstandardTokenValue, .nonstandardTokenValue])
    #expect(tokens.diagnostics.allSatisfy { $0.severity == .warning })
    #expect(tokens.resolvedValue(of: "a") == .string("12pt"))
  }

  @Test func letterSpacingInEmLoadsWithAWarningAtTheMember() throws {
    let tokens = file(
      #"{"t": {"$type": "typography", "$value": {"fontFamily": "X", "fontSize": "12px", "letterSpacing": {"value": -0.02, "unit": "em"}}}}"#
    )
    let diagnostic = try #require(tokens.diagnostics.first)
    #expect(tokens.diagnostics.count == 1)
    #expect(diagnostic.code == .nonstandardTokenValue)
    #expect(diagnostic.severity == .warning)
    #expect(diagnostic.range.start.column == 98)
    #expect(tokens.resolvedValue(of: "t") != nil)
  }
}
