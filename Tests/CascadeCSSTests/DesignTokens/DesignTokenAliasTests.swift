import CascadeCSS
import CascadeViews
import Testing

@Suite struct DesignTokenAliasTests {
  private func file(_ text: String, limits: TextLimits = .standard) -> DesignTokenFile {
    DesignTokenFile(parsing: text, named: "t.tokens.json", limits: limits)
  }

  @Test func aChainOfAliasesResolvesToTheLastValue() {
    let tokens = file(
      ##"""
      {"color": {"$type": "color",
        "a": {"$value": "{color.b}"}, "b": {"$value": "{color.c}"}, "c": {"$value": "#123456"}}}
      """##)
    #expect(tokens.diagnostics.isEmpty)
    #expect(tokens.resolvedValue(of: "color.a") == .string("#123456"))
    #expect(tokens.token(at: "color.a")?.value == .string("{color.b}"))
    #expect(tokens.token(at: "color.a")?.aliasTarget == "color.b")
  }

  @Test func onlyTheFirstHundredAliasesToNothingGetASuggestion() {
    // Each suggestion compares the missing name with every path: a budget keeps a large
    // file of broken aliases from making the work quadratic.
    let aliases = (0..<150).map { #""t\#($0)": {"$value": "{b}"}"# }.joined(separator: ", ")
    let tokens = file(#"{"$type": "number", "bb": {"$value": 1}, "# + aliases + "}")
    let missing = tokens.diagnostics.filter { $0.code == .unknownToken }
    #expect(missing.count == 150)
    #expect(missing.filter { $0.suggestion == "bb" }.count == 100)
  }

  @Test func anAliasWithoutATypeTakesItsTargets() {
    let tokens = file(##"{"a": {"$value": "{b}"}, "b": {"$type": "number", "$value": 2}}"##)
    #expect(tokens.diagnostics.isEmpty)
    #expect(tokens.token(at: "a")?.type == .number)
  }

  @Test func anAliasWithoutATypeTakesItsTargetsBeforeItsGroups() {
    let tokens = file(
      ##"""
      {"color": {"$type": "color", "gap": {"$value": "{size.gap}"}},
       "size": {"$type": "dimension", "gap": {"$value": "6px"}}}
      """##)
    #expect(tokens.diagnostics.isEmpty)
    #expect(tokens.token(at: "color.gap")?.type == .dimension)
    #expect(tokens.resolvedValue(of: "color.gap") == .string("6px"))
  }

  @Test func aliasesInsideACompositeResolve() throws {
    var mapping = DesignTokenMapping()
    let border = Token<Border>("aliasBorder")
    mapping.map(border, to: "border")
    let loaded = mapping.loadTheme(
      ##"""
      {"line": {"$type": "color", "$value": "#FF0000"},
       "thin": {"$type": "dimension", "$value": "1px"},
       "border": {"$type": "border", "$value": {"color": "{line}", "width": "{thin}", "style": "solid"}}}
      """##, named: "T")
    #expect(loaded.diagnostics.isEmpty)
    #expect(try loaded.theme[border] == Border(width: 1, color: Color(hex: "#FF0000")))
  }

  @Test func anAliasToNothingIsReportedWithTheNearestPath() {
    let tokens = file(
      ##"{"a": {"$type": "number", "$value": "{nubmer.b}"}, "number": {"b": {"$type": "number", "$value": 1}}}"##
    )
    let codes: [TextDiagnostic.Code] = tokens.diagnostics.map(\.code)
    let namesTheAlias: Bool = tokens.diagnostics.first?.message.contains("`a`") ?? false
    let suggestion: String? = tokens.diagnostics.first?.suggestion
    let target: JSONValue? = tokens.resolvedValue(of: "number.b")
    #expect(codes == [.unknownToken])
    #expect(namesTheAlias)
    #expect(suggestion == "number.b")
    #expect(target == JSONValue.number(1))
  }

  @Test func aCycleNamesEveryTokenInIt() {
    let cycles: [TextDiagnostic] = cycleOfThree().diagnostics.filter { $0.code == .aliasCycle }
    let lines: [Int] = cycles.map(\.range.start.line)
    #expect(cycles.count == 3)
    #expect(lines == [2, 3, 4])
    for cycle in cycles {
      #expect(cycle.message.contains("`n.a`, `n.b`, `n.c`"))
    }
  }

  @Test func aCycleAndWhatLeadsIntoItAreReportedAndTheRestLoad() {
    let tokens: DesignTokenFile = cycleOfThree()
    #expect(tokens.diagnostics.count == 4)  // and `n.d`, which leads into the cycle
    #expect(tokens.resolvedValue(of: "n.e") == JSONValue.number(5))
    #expect(tokens.resolvedValue(of: "n.a") == nil)
  }

  /// Tokens `n.a`, `n.b` and `n.c` in a cycle of aliases, `n.d` an alias into it, and `n.e`.
  private func cycleOfThree() -> DesignTokenFile {
    file(
      """
      {"n": {"$type": "number",
        "a": {"$value": "{n.b}"},
        "b": {"$value": "{n.c}"},
        "c": {"$value": "{n.a}"},
        "d": {"$value": "{n.a}"},
        "e": {"$value": 5}}}
      """)
  }

  @Test func aTokenThatIsItsOwnAliasIsACycle() {
    let tokens = file(##"{"a": {"$type": "number", "$value": "{a}"}}"##)
    #expect(tokens.diagnostics.map(\.code) == [.aliasCycle])
  }

  /// A file's chains are not held to the text sheets' alias depth: the format sets no
  /// limit, and a chain resolves one token after another.
  @Test func aChainDeeperThanTheSheetsLimitResolves() {
    var limits = TextLimits.standard
    limits.maximumAliasDepth = 3
    var members = [#""t0": {"$value": 1}"#]
    for index in 1...70 { members.append("\"t\(index)\": {\"$value\": \"{t\(index - 1)}\"}") }
    let tokens = file(
      "{\"$type\": \"number\", " + members.joined(separator: ", ") + "}", limits: limits)
    #expect(tokens.diagnostics.isEmpty)
    #expect(tokens.resolvedValue(of: "t70") == .number(1))
  }

  /// Each alias holds its target's whole value, so a chain of aliases each in an array
  /// nests deeper than any one value was written.
  @Test func aValueNestedDeeperThanTheLimitByItsAliasesIsReported() {
    var members = [#""t0": {"$value": [[1]]}"#]
    for index in 1...8 { members.append("\"t\(index)\": {\"$value\": [[\"{t\(index - 1)}\"]]}") }
    let tokens = file("{\"$type\": \"number\", " + members.joined(separator: ", ") + "}")
    let codes: [TextDiagnostic.Code] = tokens.diagnostics.map(\.code)
    let message: String? = tokens.diagnostics.first?.message
    #expect(codes == [.nestingTooDeep])
    #expect(message == "token `t8`, its aliases resolved, nests more than 16 deep")
    #expect(tokens.resolvedValue(of: "t7") != nil)
    #expect(tokens.resolvedValue(of: "t8") == nil)
  }

  @Test func aLongChainNeverRunsTheStackOut() {
    var members = [#""t0": {"$value": 1}"#]
    for index in 1...20_000 { members.append("\"t\(index)\": {\"$value\": \"{t\(index - 1)}\"}") }
    let tokens = file("{\"$type\": \"number\", " + members.joined(separator: ", ") + "}")
    #expect(tokens.diagnostics.isEmpty)
    #expect(tokens.resolvedValue(of: "t20000") == .number(1))
  }

  /// 10,000 tokens chained into a cycle: finding the cycles took some 20 s when each
  /// token walked everything it reaches; one pass over the graph takes moments.
  @Test func aLongChainIntoACycleIsReportedInOnePass() {
    var members = [#""c0": {"$value": "{c1}"}"#, #""c1": {"$value": "{c0}"}"#]
    members.append(#""t0": {"$value": "{c0}"}"#)
    for index in 1...10_000 { members.append("\"t\(index)\": {\"$value\": \"{t\(index - 1)}\"}") }
    var limits = TextLimits.standard
    limits.maximumDiagnostics = 20_000
    let tokens = file(
      "{\"$type\": \"number\", " + members.joined(separator: ", ") + "}", limits: limits)
    expectCycleThenChain(tokens.diagnostics)
  }

  /// A cycle of `c0` and `c1`, then 10,001 aliases that lead into it, last `t10000`.
  private func expectCycleThenChain(_ diagnostics: [TextDiagnostic]) {
    expectCodesOfCycleThenChain(diagnostics.map(\.code))
    let first: String = diagnostics.first?.message ?? ""
    let last: String = diagnostics.last?.message ?? ""
    #expect(first.contains("`c0`, `c1`"))
    #expect(last.contains("`t10000` is an alias of a token in an alias cycle"))
  }

  /// Two cycle codes, then 10,001 invalid values.
  private func expectCodesOfCycleThenChain(_ codes: [TextDiagnostic.Code]) {
    let cycle: [TextDiagnostic.Code] = Array(codes.prefix(2))
    let expected: [TextDiagnostic.Code] = [.aliasCycle, .aliasCycle]
    #expect(cycle == expected)
    #expect(codes.dropFirst(2).allSatisfy { $0 == .invalidValue })
    #expect(codes.count == 10_003)
  }

  /// 20,000 aliases of one token: finding each alias's target by a search of every token
  /// took some 3 s (30,000 took 7 s); a table made once takes moments.
  @Test func manyAliasesResolveWithoutASearchEach() {
    var members = [#""b": {"$value": 1}"#]
    for index in 0..<20_000 { members.append("\"a\(index)\": {\"$value\": \"{b}\"}") }
    let tokens = file("{\"$type\": \"number\", " + members.joined(separator: ", ") + "}")
    #expect(tokens.diagnostics.isEmpty)
    #expect(tokens.resolvedValue(of: "a19999") == .number(1))
    #expect(tokens.token(at: "a19999")?.type == .number)
  }

  /// One value of 15,000 distinct references: checking each against the list of those
  /// found before was quadratic (some 6 s); a set beside the list keeps it linear.
  @Test func aValueOfManyReferencesResolves() {
    let count = 15_000
    var members: [String] = (0..<count).map { (index: Int) -> String in
      "\"b\(index)\": {\"$value\": \(index)}"
    }
    let references: [String] = (0..<count).map { (index: Int) -> String in "\"{b\(index)}\"" }
    members.append("\"all\": {\"$value\": [\(references.joined(separator: ","))]}")
    let tokens = file("{\"$type\": \"number\", " + members.joined(separator: ", ") + "}")
    let all: JSONValue = .array((0..<count).map { (index: Int) in JSONValue.number(Double(index)) })
    #expect(tokens.diagnostics.isEmpty)
    #expect(tokens.resolvedValue(of: "all") == all)
  }

  @Test func anAliasOfAnotherTypeIsAMismatch() {
    let tokens = file(
      ##"{"a": {"$type": "number", "$value": "{b}"}, "b": {"$type": "color", "$value": "#fff"}}"##)
    #expect(tokens.diagnostics.map(\.code) == [.tokenTypeMismatch])
  }
}
