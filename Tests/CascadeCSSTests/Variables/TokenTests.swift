import Cascade
import CascadeCSS
import Testing

@Suite struct TokenTests {
  private let vocabulary = StyleVocabulary.boxes

  /// The box's width after applying `text` in a context.
  private func width(
    _ text: String, in context: StyleContext = .with(), vocabulary: StyleVocabulary = .boxes
  ) throws -> Double {
    let sheet = vocabulary.sheet(text)
    #expect(sheet.diagnostics.isEmpty, "\(sheet.formattedDiagnostics)")
    let box = Box()
    try sheet.stylesheet.apply(to: box, in: context)
    return box.width
  }

  @Test func varReadsTheThemeThenTheTokensDefault() throws {
    let roomy = Theme(name: "Roomy") { $0[.gutter] = 10 }
    #expect(try width("Box { width: var(--gutter); }", in: .with(theme: roomy)) == 10)
    #expect(try width("Box { width: var(--gutter); }") == 4)
  }

  @Test func fallbackIsUsedOnlyWhenNothingGivesAValue() throws {
    let text = "Box { width: var(--column-width, 7); }"
    #expect(try width(text) == 7)
    let wide = Theme(name: "Wide") { $0[.columnWidth] = 3 }
    #expect(try width(text, in: .with(theme: wide)) == 3)
    #expect(try width(":root { --column-width: 5; }\n" + text) == 5)
  }

  @Test func fallbackComesBeforeATokensDefault() throws {
    // The fallback is the sheet's word, the default the registration's: the sheet's wins.
    #expect(try width("Box { width: var(--gutter, 7); }") == 7)
  }

  @Test func tokenWithoutAnyValueIsAMissingToken() throws {
    let sheet = vocabulary.sheet("Box { width: var(--column-width); hidden: true; }")
    #expect(sheet.diagnostics.isEmpty)
    let box = Box()
    let error = #expect(throws: StylesheetError.self) {
      try sheet.stylesheet.apply(to: box)
    }
    #expect(error?.missingTokens.map(\.name) == ["columnWidth"])
    #expect(box.hidden == true)
  }

  @Test func rootValueOverridesTheTheme() throws {
    let roomy = Theme(name: "Roomy") { $0[.gutter] = 10 }
    let text = ":root { --gutter: 9; }\nBox { width: var(--gutter); }"
    #expect(try width(text, in: .with(theme: roomy)) == 9)
    #expect(try width(text) == 9)
  }

  @Test func laterRootValueWins() throws {
    let text = ":root { --gutter: 9; }\nBox { width: var(--gutter); }\n:root { --gutter: 8; }"
    #expect(try width(text) == 8)
  }

  @Test func themeBlockAppliesToThatThemeAndThemesExtendingIt() throws {
    let text = """
      :root { --gutter: 1; }
      @theme dark { :root { --gutter: 20; } }
      Box { width: var(--gutter); }
      """
    let dark = Theme(name: "dark")
    let dim = Theme(name: "dim", extending: dark)
    let dimmer = Theme(name: "dimmer", extending: dim)
    #expect(try width(text, in: .with(theme: dark)) == 20)
    #expect(try width(text, in: .with(theme: dim)) == 20)
    #expect(try width(text, in: .with(theme: dimmer)) == 20)
    #expect(try width(text, in: .with(theme: Theme(name: "light"))) == 1)
    #expect(vocabulary.sheet(text).tokenDeclarations.map(\.theme) == [nil, "dark"])
  }

  @Test func mediaBlockGivesTokenValuesPerTrait() throws {
    let text = """
      @media (mood: busy) { :root { --gutter: 30; } }
      @theme dark { @media (quiet) { :root { --gutter: 40; } } }
      Box { width: var(--gutter); }
      """
    #expect(try width(text, in: .with(mood: .busy)) == 30)
    #expect(try width(text, in: .with(mood: .calm)) == 4)
    #expect(try width(text, in: .with(quiet: true)) == 4)
    #expect(try width(text, in: .with(quiet: true, theme: Theme(name: "dark"))) == 40)
  }

  @Test func tokenValueRestylesWhenTheTraitChanges() throws {
    let sheet = vocabulary.sheet(
      "@media (quiet) { :root { --gutter: 30; } }\nBox { width: var(--gutter); }")
    let box = Box()
    try sheet.stylesheet.apply(to: box, in: .with(quiet: true))
    #expect(box.width == 30)
    try sheet.stylesheet.apply(to: box, in: .with(quiet: false))
    #expect(box.width == 4)
  }

  @Test func aliasesFollowTheirChain() throws {
    let steps = StyleVocabulary.boxes(steps: 3)
    let text = """
      :root { --column-width: var(--step0); --step0: var(--step1); --step1: var(--gutter); }
      :root { --gutter: 6; }
      Box { width: var(--column-width); }
      """
    #expect(try width(text, vocabulary: steps) == 6)
    let roomy = Theme(name: "Roomy") { $0[.gutter] = 10 }
    let themed = ":root { --column-width: var(--gutter); }\nBox { width: var(--column-width); }"
    #expect(try width(themed, in: .with(theme: roomy)) == 10)
    #expect(try width(themed) == 4)
  }

  @Test func aliasCycleIsReportedWithAllItsTokens() {
    let sheet: CSSStylesheet = Self.sheetWithACycleOfThreeAliases()
    #expect(!sheet.diagnostics.isEmpty)
    #expect(sheet.diagnostics.allSatisfy { $0.code == .aliasCycle })
    for diagnostic in sheet.diagnostics {
      let text: String = ([diagnostic.message] + diagnostic.notes).joined(separator: " ")
      for name in ["--step0", "--step1", "--step2"] { #expect(text.contains("`\(name)`")) }
    }
    let line: Int? = sheet.diagnostics.first?.range.start.line
    #expect(line == 2)
  }

  @Test func aliasCycleLeavesTheRestOfTheSheetToLoad() throws {
    let sheet: CSSStylesheet = Self.sheetWithACycleOfThreeAliases()
    let tokens: [String] = sheet.tokenDeclarations.map(\.token)
    #expect(tokens == ["gutter"])
    let box = Box()
    try sheet.stylesheet.apply(to: box)
    #expect(box.width == 5)
    #expect(box.hidden == true)
  }

  /// A sheet whose `--step0`, `--step1` and `--step2` are aliases in a cycle, beside a
  /// `--gutter` that a rule uses.
  private static func sheetWithACycleOfThreeAliases() -> CSSStylesheet {
    StyleVocabulary.boxes(steps: 3).sheet(
      """
      :root {
        --step0: var(--step1);
        --step1: var(--step2);
        --step2: var(--step0);
        --gutter: 5;
      }
      Box { width: var(--gutter); hidden: true; }
      """)
  }

  @Test func eachCycleNamesOnlyItsOwnTokens() {
    let steps = StyleVocabulary.boxes(steps: 4)
    let sheet = steps.sheet(
      """
      :root {
        --step0: var(--step1);
        --step1: var(--step0);
        --step2: var(--step3);
        --step3: var(--step2);
      }
      """)
    let codes: [TextDiagnostic.Code] = sheet.codes
    let cycles: [TextDiagnostic.Code] = Array(repeating: .aliasCycle, count: 4)
    #expect(codes == cycles)
    for diagnostic in sheet.diagnostics {
      let message: String = diagnostic.message
      let first: Bool = message.contains("`--step0`")
      let second: Bool = message.contains("`--step1`")
      let third: Bool = message.contains("`--step2`")
      let fourth: Bool = message.contains("`--step3`")
      #expect(second == first)
      #expect(third != first)
      #expect(fourth != first)
    }
  }

  @Test func selfAliasIsACycle() {
    let sheet = vocabulary.sheet(":root { --gutter: var(--gutter); }")
    #expect(sheet.codes == [.aliasCycle])
  }

  @Test func aliasChainDeeperThanTheLimitIsReported() throws {
    let depth = TextLimits.standard.maximumAliasDepth
    let steps = StyleVocabulary.boxes(steps: depth + 2)
    let chain = (0...depth).map { "--step\($0): var(--step\($0 + 1));" }.joined(separator: "\n")
    let sheet = steps.sheet(":root {\n\(chain)\n--step\(depth + 1): 3;\n}")
    #expect(sheet.codes.contains(.aliasTooDeep))
    #expect(sheet.codes.allSatisfy { $0 == .aliasTooDeep })
    let atLimit = (1...depth).map { "--step\($0): var(--step\($0 + 1));" }.joined(separator: "\n")
    #expect(steps.sheet(":root {\n\(atLimit)\n--step\(depth + 1): 3;\n}").diagnostics.isEmpty)
  }

  @Test func aliasDepthFollowsTheGivenLimits() {
    var limits = TextLimits.standard
    limits.maximumAliasDepth = 1
    let ok = vocabulary.load(":root { --column-width: var(--gutter); }", named: "t", limits: limits)
    #expect(ok.diagnostics.isEmpty)
    let steps = StyleVocabulary.boxes(steps: 1)
    let deep = steps.load(
      ":root { --column-width: var(--gutter); --gutter: var(--step0); }", named: "t",
      limits: limits)
    #expect(deep.codes == [.aliasTooDeep])
  }

  @Test func aRaisedDepthLimitStopsAtTheCeilingThatValuesAreFollowedTo() throws {
    let sheet: CSSStylesheet = Self.chainOfSeventyUnderARaisedLimit()
    let codes: [TextDiagnostic.Code] = sheet.codes
    let tooDeep: [TextDiagnostic.Code] = Array(repeating: .aliasTooDeep, count: 5)
    let message: String? = sheet.diagnostics.first?.message
    #expect(codes == tooDeep)
    #expect(message == "token `--step0` is an alias more than 64 deep")
  }

  @Test func aRaisedDepthLimitLeavesTheShallowerAliasesToLoad() throws {
    let sheet: CSSStylesheet = Self.chainOfSeventyUnderARaisedLimit()
    let box = Box()
    try sheet.stylesheet.apply(to: box)
    #expect(box.width == 3)
  }

  /// A chain of 70 aliases, `--step0` to `--step69`, read with an alias depth limit of
  /// 1,000, and a rule that uses `--step5`.
  private static func chainOfSeventyUnderARaisedLimit() -> CSSStylesheet {
    var limits = TextLimits.standard
    limits.maximumAliasDepth = 1_000
    let steps = StyleVocabulary.boxes(steps: 70)
    let chain = (0..<69).map { "--step\($0): var(--step\($0 + 1));" }.joined(separator: "\n")
    let text = ":root {\n\(chain)\n--step69: 3;\n}\nBox { width: var(--step5); }"
    return steps.load(text, named: "t", limits: limits)
  }

  @Test func aliasOfAnotherTypeIsAMismatch() {
    let sheet = vocabulary.sheet(":root { --gutter: var(--card-elevation); }")
    #expect(sheet.codes == [.tokenTypeMismatch])
  }

  @Test func tokenOfAnotherTypeIsAMismatch() {
    let sheet = vocabulary.sheet("Box { elevation: var(--gutter); width: var(--card-elevation); }")
    #expect(sheet.codes == [.tokenTypeMismatch, .tokenTypeMismatch])
    #expect(sheet.rules.first?.declarations.isEmpty == true)
  }

  @Test func rootValueOfAnotherTypeIsInvalid() {
    #expect(vocabulary.sheet(":root { --gutter: raised; }").codes == [.invalidValue])
    #expect(vocabulary.sheet(":root { --card-elevation: flat; }").diagnostics.isEmpty)
  }

  @Test func unknownTokenSuggestsTheNearestName() throws {
    let sheet = vocabulary.sheet("Box { width: var(--gutterr); }")
    let diagnostic = try #require(sheet.diagnostics.first)
    let codes: [TextDiagnostic.Code] = sheet.codes
    #expect(codes == [.unknownToken])
    #expect(diagnostic.message == "unknown token `--gutterr`")
    #expect(diagnostic.suggestion == "--gutter")
  }

  @Test func unknownTokenIsReportedAtItsName() throws {
    let diagnostic = try #require(
      vocabulary.sheet("Box { width: var(--gutterr); }").diagnostics.first)
    let columns: [Int] = [diagnostic.range.start.column, diagnostic.range.end.column]
    #expect(columns == [18, 27])
  }

  @Test(arguments: [
    "Box { width: var(--gutter) 2; }",
    "Box { width: 2 var(--gutter); }",
  ])
  func varInsideALargerValueIsSubstitutedThenRead(text: String) {
    // `--gutter` is 4: `4 2` is not a width, in the default theme, where the sheet knows it.
    #expect(vocabulary.sheet(text).codes == [.invalidValue])
  }

  @Test func customSetterPropertyTakesNoVar() {
    let sheet = vocabulary.sheet("Box { tag-upper: var(--gutter); }")
    #expect(sheet.codes == [.tokenNotAllowed])
    #expect(sheet.diagnostics.first?.message == "`tag-upper` takes a literal, not `var()`")
  }

  @Test func tokenValueInARuleIsReported() {
    let sheet = vocabulary.sheet("Box { --gutter: 3; width: 1; }")
    #expect(sheet.codes == [.syntax])
    #expect(sheet.rules.first?.declarations.map(\.property) == ["width"])
  }
}
