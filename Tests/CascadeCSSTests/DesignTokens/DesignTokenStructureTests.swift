import CascadeCSS
import Testing

/// What the Design Tokens format says a file's structure may be: a token holds a value and
/// no tokens, a name does not begin with `$`, and a group's `$` properties are the format's.
/// Each departure is reported at its name, and the rest of the file still loads.
@Suite struct DesignTokenStructureTests {
  private func file(_ text: String) -> DesignTokenFile {
    DesignTokenFile(parsing: text, named: "t.tokens.json")
  }

  private static let tokenWithChildren = #"""
    {"color": {"$type": "color",
      "a": {"$value": "#123456", "b": {"$value": "#000000"}, "c": {"d": {"$value": "#fff"}}}}}
    """#

  @Test func aTokenBesideChildTokensReportsEachChildAtItsName() {
    let diagnostics: [TextDiagnostic] = file(Self.tokenWithChildren).diagnostics
    let codes: [TextDiagnostic.Code] = diagnostics.map(\.code)
    let lines: [Int] = diagnostics.map(\.range.start.line)
    let message: String = diagnostics.first?.message ?? ""
    #expect(codes == [.syntax, .syntax])
    #expect(lines == [2, 2])
    #expect(message.contains("`b` is beside its `$value`"))
  }

  @Test func aTokenBesideChildTokensKeepsItsValueAndLeavesTheChildrenOut() {
    let tokens: DesignTokenFile = file(Self.tokenWithChildren)
    let value: JSONValue? = tokens.token(at: "color.a")?.value
    #expect(value == .string("#123456"))
    #expect(tokens.token(at: "color.a.b") == nil)
    #expect(tokens.token(at: "color.a.c.d") == nil)
  }

  @Test func aNameBeginningWithADollarIsReportedWithTheNameWithoutIt() {
    let tokens = file(#"{"$type": "number", "$gap": {"$value": 1}, "size": {"$value": 2}}"#)
    #expect(tokens.diagnostics.count == 1)
    let diagnostic = tokens.diagnostics.first
    #expect(diagnostic?.code == .syntax)
    #expect(diagnostic?.suggestion == "gap")
    #expect(diagnostic?.range.start.column == 21)
    #expect(tokens.tokens.map(\.path) == ["size"])
  }

  @Test func rootAndExtendsAreReadAsTheFormatSays() {
    let tokens = file(
      #"""
      {"color": {"$type": "color", "$root": {"$value": "#123456"}, "b": {"$value": "#000"}},
       "accent": {"$extends": "{color}"}}
      """#)
    #expect(tokens.diagnostics.isEmpty)
    #expect(tokens.token(at: "color.b")?.value == .string("#000"))
    #expect(tokens.token(at: "accent.$root")?.extendedFrom == "color.$root")
    #expect(tokens.resolvedValue(of: "accent.b") == .string("#000"))
  }

  @Test func schemaAndADeprecatedGroupThatNothingUsesPassSilently() {
    let tokens = file(
      #"""
      {"$schema": "https://www.designtokens.org/schemas/2025.10/format.json",
       "spacing": {"$deprecated": "use size", "$type": "number", "n": {"$value": 1}}}
      """#)
    #expect(tokens.diagnostics.isEmpty)
    #expect(tokens.token(at: "spacing.n")?.value == .number(1))
  }

  @Test func aFileThatBreaksTheStructurePrintsBackToTheTokensItKept() {
    let tokens = file(
      #"{"$type": "number", "$gap": {"$value": 1}, "a": {"$value": 2, "b": {"$value": 3}}}"#)
    let again = DesignTokenFile(parsing: tokens.jsonText, named: "t.tokens.json")
    #expect(again.diagnostics.isEmpty)
    #expect(again.tokens.map(\.path) == ["a"])
    #expect(again.token(at: "a")?.value == .number(2))
  }
}
