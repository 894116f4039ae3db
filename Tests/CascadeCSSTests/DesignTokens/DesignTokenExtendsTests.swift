import CascadeCSS
import Testing

/// `$extends` between groups: a deep merge, the extending group's own tokens first; cycles
/// and targets that are not groups are errors at the `$extends`, and a group on a cycle
/// keeps its own tokens.
@Suite struct DesignTokenExtendsTests {
  private func file(_ text: String) -> DesignTokenFile {
    DesignTokenFile(parsing: text, named: "t.tokens.json")
  }

  private static let card = #"""
    {"card": {"$type": "number", "pad": {"$value": 8}, "edge": {"top": {"$value": 1}, "bottom": {"$value": 2}}},
     "wide": {"$extends": "{card}", "pad": {"$value": 16}, "edge": {"top": {"$value": 3}}}}
    """#

  @Test func aGroupInheritsWhatItDoesNotOverrideAtAnyDepth() {
    let tokens = file(Self.card)
    #expect(tokens.diagnostics.isEmpty)
    #expect(tokens.resolvedValue(of: "wide.pad") == .number(16))
    #expect(tokens.resolvedValue(of: "wide.edge.top") == .number(3))
    #expect(tokens.resolvedValue(of: "wide.edge.bottom") == .number(2))
    #expect(tokens.token(at: "wide.edge.bottom")?.extendedFrom == "card.edge.bottom")
    #expect(tokens.token(at: "wide.pad")?.extendedFrom == nil)
    #expect(tokens.groups.first { $0.path == "wide" }?.extends == "card")
  }

  @Test func aGroupExtendsAGroupThatExtendsAnother() {
    let tokens = file(
      #"{"a": {"$type": "number", "x": {"$value": 1}}, "b": {"$extends": "{a}", "y": {"$type": "number", "$value": 2}}, "c": {"$extends": "{b}"}}"#
    )
    #expect(tokens.diagnostics.isEmpty)
    #expect(tokens.resolvedValue(of: "c.x") == .number(1))
    #expect(tokens.resolvedValue(of: "c.y") == .number(2))
  }

  @Test func aMistakeInAnInheritedTokenIsReportedOnceAtItsSourceAndLeavesEveryCopyOut() {
    let tokens = file(
      #"{"$type": "number", "old": {"$deprecated": true, "n": {"$value": 1}}, "#
        + #""a": {"t": {"$value": "{missing}"}, "u": {"$value": "{old.n}"}, "v": {"$value": 2}}, "#
        + #""b": {"$extends": "{a}"}, "c": {"$extends": "{b}"}}"#)
    #expect(tokens.diagnostics.map(\.code) == [.unknownToken, .deprecatedToken])
    #expect(tokens.diagnostics.first?.message.contains("`a.t`") == true)
    for group in ["a", "b", "c"] {
      #expect(tokens.resolvedValue(of: group + ".t") == nil)
      #expect(tokens.resolvedValue(of: group + ".u") == .number(1))
      #expect(tokens.resolvedValue(of: group + ".v") == .number(2))
    }
    #expect(tokens.token(at: "c.v")?.extendedFrom == "b.v")
    #expect(tokens.token(at: "c.t")?.type == .number)
  }

  @Test func aCycleIsReportedAtEachExtendsAndTheGroupsKeepTheirOwnTokens() {
    let tokens = file(
      #"{"a": {"$extends": "{b}", "t": {"$type": "number", "$value": 1}}, "b": {"$extends": "{a}", "u": {"$type": "number", "$value": 2}}}"#
    )
    #expect(tokens.diagnostics.map(\.code) == [.aliasCycle, .aliasCycle])
    #expect(tokens.resolvedValue(of: "a.t") == .number(1))
    #expect(tokens.resolvedValue(of: "b.u") == .number(2))
    #expect(tokens.token(at: "a.u") == nil)
  }

  @Test func aGroupThatExtendsTheGroupHoldingItIsACycle() {
    let tokens = file(
      #"{"button": {"c": {"$type": "number", "$value": 1}, "secondary": {"$extends": "{button}"}}}"#
    )
    #expect(tokens.diagnostics.map(\.code) == [.aliasCycle])
    #expect(tokens.resolvedValue(of: "button.c") == .number(1))
  }

  @Test func anExtendsThatIsNotAReferenceIsReportedWithTheReferenceAsTheSuggestion() {
    let tokens = file(#"{"a": {"$extends": "b"}, "b": {}}"#)
    #expect(tokens.diagnostics.map(\.code) == [.invalidValue])
    #expect(tokens.diagnostics.first?.suggestion == "{b}")
  }

  @Test func anExtendsOfATokenOrOfNothingIsReported() {
    let tokens = file(
      #"{"t": {"$type": "number", "$value": 1}, "a": {"$extends": "{t}"}, "b": {"$extends": "{grup}"}, "grp": {}}"#
    )
    #expect(tokens.diagnostics.map(\.code) == [.unknownToken, .unknownToken])
    #expect(tokens.diagnostics.last?.suggestion == "grp")
  }

  @Test func aCycleOfAliasesIsReportedAtItsTokensAndNotAgainForEachCopy() {
    let tokens = file(
      #"{"$type": "number", "a": {"p": {"$value": "{a.q}"}, "q": {"$value": "{a.p}"}}, "#
        + #""b": {"$extends": "{a}"}, "c": {"$extends": "{b}"}}"#)
    let messages = tokens.diagnostics.map(\.message)
    #expect(tokens.diagnostics.allSatisfy { $0.code == .aliasCycle }, "\(messages)")
    #expect(messages.count == 2, "\(messages)")
    #expect(["b.p", "c.q"].allSatisfy { tokens.resolvedValue(of: $0) == nil })
  }

  @Test func aTokenThatAliasesItsOwnCopyLeadsIntoTheCopysCycle() {
    // `b.x` is `{b.x}`, `a.x`'s value: an alias of itself; `a.x` is an alias of it.
    let tokens = file(
      #"{"$type": "number", "a": {"x": {"$value": "{b.x}"}}, "b": {"$extends": "{a}"}}"#)
    let messages = tokens.diagnostics.map(\.message)
    #expect(messages.contains { $0.hasPrefix("token `b.x` is an alias of itself") }, "\(messages)")
    #expect(
      messages.contains("token `a.x` is an alias of a token in an alias cycle"), "\(messages)")
    #expect(messages.count == 2, "\(messages)")
  }

  @Test func theFileExtendsAGroupAfterTheGroupsOfItsOwnExtendOthers() {
    // The file gives its top level `base`'s `g.x`, 1, where `g` has no `x` of its own yet;
    // `g` gets one, 2, from `v` through two more groups, and keeps it.
    let tokens = file(
      #"{"$type": "number", "$extends": "{base}", "base": {"g": {"x": {"$value": 1}}}, "#
        + #""g": {"$extends": "{t}"}, "t": {"$extends": "{u}"}, "u": {"$extends": "{v}"}, "#
        + #""v": {"x": {"$value": 2}}}"#)
    #expect(tokens.diagnostics.isEmpty, "\(tokens.formattedDiagnostics)")
    #expect(tokens.resolvedValue(of: "g.x") == .number(2))
  }

  @Test func theFilesOwnExtendsIsNamedAsTheFileInEveryMessage() {
    let messages = [
      #"{"$extends": "{grup}", "grp": {}}"#,
      #"{"$extends": "{t}", "t": {"$type": "number", "$value": 1}}"#,
      #"{"$extends": "grp", "grp": {}}"#,
    ].map { file($0).diagnostics.first?.message ?? "" }
    #expect(
      messages.allSatisfy { $0.hasPrefix("`$extends` of group `(the file)` ") }, "\(messages)")
  }

  @Test func anExtendsOnATokenIsReported() {
    let tokens = file(#"{"a": {"$type": "number", "$value": 1, "$extends": "{b}"}, "b": {}}"#)
    #expect(tokens.diagnostics.map(\.code) == [.syntax])
    #expect(tokens.resolvedValue(of: "a") == .number(1))
  }

  @Test func anExtendingFilePrintsBackWithItsExtendsAndNotTheInheritedTokens() {
    let tokens = file(Self.card)
    let again = file(tokens.jsonText)
    #expect(again.diagnostics.isEmpty)
    #expect(again.tokens == tokens.tokens)
    #expect(again.groups == tokens.groups)
  }

  @Test func anOverrideOfAnotherTypeIsReportedAtItsName() throws {
    let tokens = file(
      #"{"a": {"x": {"$type": "number", "$value": 1}}, "b": {"$extends": "{a}", "x": {"$type": "fontFamily", "$value": "X"}}}"#
    )
    let diagnostic = try #require(tokens.diagnostics.first)
    #expect(tokens.diagnostics.count == 1)
    #expect(diagnostic.code == .tokenTypeMismatch)
    #expect(diagnostic.expected == "number")
    #expect(diagnostic.range.start.column == 73)
    #expect(tokens.resolvedValue(of: "b.x") == nil)
    #expect(tokens.resolvedValue(of: "a.x") == .number(1))
  }

  @Test func aGroupThatExtendsAnOverrideLeftOutLeavesItsCopyOutWithNoSecondReport() {
    let tokens = file(
      #"{"a": {"x": {"$type": "number", "$value": 1}}, "#
        + #""b": {"$extends": "{a}", "x": {"$type": "fontFamily", "$value": "X"}}, "#
        + #""c": {"$extends": "{b}"}}"#)
    #expect(tokens.diagnostics.map(\.code) == [.tokenTypeMismatch])
    #expect(tokens.token(at: "c.x")?.extendedFrom == "b.x")
    #expect(tokens.resolvedValue(of: "c.x") == nil)
  }

  /// A name that begins with a combining mark makes one character of the `.` before it:
  /// paths are split by bytes, so the token is still the group's.
  @Test func aTokenWhoseNameBeginsWithACombiningMarkIsInherited() {
    let tokens = file(
      "{\"a\": {\"\u{301}x\": {\"$type\": \"number\", \"$value\": 1}}, \"b\": {\"$extends\": \"{a}\"}}"
    )
    #expect(tokens.diagnostics.isEmpty)
    #expect(tokens.resolvedValue(of: "b.\u{301}x") == .number(1))
  }
}
