import Cascade
import CascadeCSS
import Scaling
import Testing

@Suite struct DesignTokenScalingTests {
  /// The sizes measured go up to four times this.
  private static let size = 2_000

  /// Number tokens `t0` to `t<count - 1>`, each an alias of the one before; `t0` is an
  /// alias of the last in a ring, and 1 in a chain.
  private static func aliases(_ count: Int, ring: Bool) -> String {
    let first = "\"t0\": {\"$value\": \(ring ? "\"{t\(count - 1)}\"" : "1")}"
    let rest = (1..<count).map { "\"t\($0)\": {\"$value\": \"{t\($0 - 1)}\"}" }
    return "{\"$type\": \"number\",\n" + ([first] + rest).joined(separator: ",\n") + "}"
  }

  /// `count` groups, each nested as deep as the standard limits allow, with a token at the
  /// bottom.
  private static func nestedGroups(_ count: Int) -> String {
    // The file's own object, each group's and the token's each take a level.
    let levels = TextLimits.standard.maximumNestingDepth - 2
    let groups = (0..<count).map { index in
      (0..<levels).map { "\"g\(index)_\($0)\": {" }.joined()
        + "\"t\": {\"$type\": \"number\", \"$value\": 1}" + String(repeating: "}", count: levels)
    }
    return "{" + groups.joined(separator: ",\n") + "}"
  }

  /// `count` tokens in a group whose name is `nameLength` bytes long.
  private static func group(named nameLength: Int, holding count: Int) -> String {
    let tokens = (0..<count).map { "\"t\($0)\": {\"$value\": \($0)}" }
    return "{\"\(String(repeating: "g", count: nameLength))\": {\"$type\": \"number\", "
      + tokens.joined(separator: ", ") + "}}"
  }

  /// `count` tokens, each with a child token beside its `$value` and a group member named
  /// with a `$`: every departure from the format's structure, reported each.
  private static func brokenStructure(_ count: Int) -> String {
    let tokens = (0..<count).map {
      "\"t\($0)\": {\"$value\": 1, \"c\": {\"$value\": 2}}, \"$x\($0)\": {\"$value\": 3}"
    }
    return "{\"$type\": \"number\", " + tokens.joined(separator: ", ") + "}"
  }

  @Test func aFileThatBreaksTheStructureEverywhereIsReadInLinearStepsAndBytes() {
    let steps = TokenFileScaling.growth(from: Self.size) { n in Self.brokenStructure(n) }
    let text = Growth(from: Self.size) { n in
      TokenFileScaling.file(Self.brokenStructure(n)).diagnostics.reduce(0) {
        $0 + $1.message.utf8.count
      }
    }
    #expect(steps.isLinear, "\(steps)")
    #expect(text.isLinear, "\(text)")
    #expect(TokenFileScaling.file(Self.brokenStructure(10)).diagnostics.count == 20)
  }

  @Test func aRingOfAliasesIsReadInLinearSteps() {
    let growth = TokenFileScaling.growth(from: Self.size) { n in Self.aliases(n, ring: true) }
    #expect(growth.isLinear, "\(growth)")
  }

  @Test func aChainOfAliasesIsReadInLinearSteps() {
    let growth = TokenFileScaling.growth(from: Self.size) { n in Self.aliases(n, ring: false) }
    #expect(growth.isLinear, "\(growth)")
  }

  /// Each token of the ring is reported, and each names its cycle: naming every token made
  /// text quadratic in the ring.
  @Test func aRingOfAliasesMakesTextInProportionToIt() {
    let growth = Growth(from: Self.size) { n in
      let tokens = TokenFileScaling.file(Self.aliases(n, ring: true))
      Self.expectEachTokenReportedBriefly(tokens.diagnostics, count: n)
      return tokens.formattedDiagnostics.utf8.count
    }
    #expect(growth.isLinear, "\(growth)")
  }

  /// Expects `count` cycle diagnostics, each message and note under 200 bytes.
  private static func expectEachTokenReportedBriefly(_ diagnostics: [TextDiagnostic], count: Int) {
    let codes: [TextDiagnostic.Code] = diagnostics.map(\.code)
    let expected: [TextDiagnostic.Code] = Array(repeating: .aliasCycle, count: count)
    #expect(codes == expected)
    #expect(diagnostics.allSatisfy { $0.message.utf8.count < 200 })
    #expect(diagnostics.allSatisfy { $0.notes.allSatisfy { $0.utf8.count < 200 } })
  }

  @Test func aCycleNamesItsFirstTokensAndCountsTheRest() throws {
    let tokens = TokenFileScaling.file(Self.aliases(10_000, ring: true))
    let first = try #require(tokens.diagnostics.first)
    let named = (0..<8).map { "`t\($0)`" }.joined(separator: ", ")
    #expect(first.message == "token `t0` is an alias of itself, through \(named), … and 9,992 more")
    #expect(first.notes == ["the tokens in the cycle: \(named), … and 9,992 more"])
  }

  @Test func groupsNestedToTheLimitAreReadInLinearSteps() {
    #expect(TokenFileScaling.file(Self.nestedGroups(2)).diagnostics.isEmpty)
    let growth = TokenFileScaling.growth(from: Self.size / 4) { n in Self.nestedGroups(n) }
    #expect(growth.isLinear, "\(growth)")
  }

  /// Each token keeps its whole path: a group name as long as the file, over as many
  /// tokens, made paths quadratic in the file.
  @Test func aLongGroupNameOverManyTokensIsReadInLinearSteps() {
    let growth = TokenFileScaling.growth(from: Self.size) { n in Self.group(named: n, holding: n) }
    #expect(growth.isLinear, "\(growth)")
  }

  @Test func aPathLongerThanTheLimitIsReportedAndTheRestLoads() {
    // The group's name, `.` and `t0` fill the limit exactly.
    let atLimit = TokenFileScaling.file(Self.group(named: 253, holding: 1))
    #expect(atLimit.diagnostics.isEmpty)
    let lengths: [Int] = atLimit.tokens.map(\.path.utf8.count)
    #expect(lengths == [256])
    let loaded: String = "{\"n\": {\"$type\": \"number\", \"$value\": 1}, "
    let group: String = String(Self.group(named: 300, holding: 2).dropFirst())
    expectOnlyTheShortPathLoads(TokenFileScaling.file(loaded + group), after: loaded)
  }

  /// The token `n`, before a group whose path is too long, loads alone.
  private func expectOnlyTheShortPathLoads(_ over: DesignTokenFile, after loaded: String) {
    let codes: [TextDiagnostic.Code] = over.diagnostics.map(\.code)
    let column: Int? = over.diagnostics.first?.range.start.column
    let columnAfterLoaded: Int = loaded.count + 1
    #expect(codes == [.inputTooLarge])
    #expect(column == columnAfterLoaded)
    let paths: [String] = over.tokens.map(\.path)
    #expect(paths == ["n"])
  }

  @Test func tokensWhosePathsPassTheLimitAreReportedEach() {
    let tokensOver = TokenFileScaling.file(Self.group(named: 254, holding: 2))
    let codes: [TextDiagnostic.Code] = tokensOver.diagnostics.map(\.code)
    #expect(codes == [.inputTooLarge, .inputTooLarge])
    #expect(tokensOver.groups.count == 1)
  }
}
