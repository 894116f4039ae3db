import CascadeCSS
import CascadeReferenceModel
import CascadeViews
import Testing

@Suite struct DesignTokenMappingTests {
  /// The package's example files, beside the documentation.
  private static func example(_ name: String) -> String {
    let root = #filePath.split(separator: "/").dropLast(4).joined(separator: "/")
    return "/\(root)/Documentation/Tokens/\(name)"
  }

  @Test(arguments: [
    ("primaryText", "color.text.primary"), ("secondaryBackground", "color.background.secondary"),
    ("accent", "color.accent"), ("separator", "color.separator"),
  ])
  func theConventionReversesTheWordsAfterTheType(name: String, path: String) {
    #expect(DesignTokenMapping.conventionalPath(of: Token<Color>(name)) == path)
  }

  @Test func theConventionsTypeIsTheValuesFirstType() {
    #expect(
      DesignTokenMapping.conventionalPath(of: Token<Double>.cardCornerRadius)
        == "dimension.radius.corner.card")
    #expect(
      DesignTokenMapping.conventionalPath(of: Token<Font>("titleFont")) == "typography.font.title")
  }

  @Test func theStandardMappingHasNoPathThatIsAlsoAGroup() {
    let paths = DesignTokenMapping.standard.paths
    for path in paths {
      #expect(!paths.contains { $0.hasPrefix(path + ".") }, "\(path)")
    }
    #expect(paths.contains("color.background.primary"))
  }

  /// Mapping a path anew moves it to the end, as the obvious model, an array that each map
  /// removes the path from and appends it to, says: on random sequences of maps, with many
  /// paths mapped again, which the mapping's own bookkeeping closes up behind.
  @Test(arguments: 0..<20)
  func pathsAreInTheOrderOfTheirLastMapping(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    var mapping = DesignTokenMapping()
    var model: [(path: String, token: String)] = []
    let pathCount = Int.random(in: 1...40, using: &random)
    for step in 0..<Int.random(in: 1...300, using: &random) {
      let path = "group.token\(Int.random(in: 0..<pathCount, using: &random))"
      let token = "token\(step)"
      mapping.map(Token<Double>(token), to: path)
      model.removeAll { $0.path == path }
      model.append((path, token))
    }
    #expect(mapping.paths == model.map(\.path))
    // The last token mapped to each path is the one that reads it.
    let file =
      "{"
      + model.map { "\"\($0.path.dropFirst(6))\": {\"$value\": 1}" }
      .joined(separator: ", ") + "}"
    let theme = mapping.loadTheme(
      "{\"$type\": \"number\", \"group\": \(file)}", named: "T"
    ).theme
    for (_, token) in model {
      #expect(theme[Token<Double>(token)] == 1, "\(token)")
    }
  }

  @Test func anExplicitPathReplacesTheConvention() {
    var mapping = DesignTokenMapping()
    mapping.map(Token<Color>.accent, to: "brand.primary")
    let loaded = mapping.loadTheme(
      ##"{"brand": {"primary": {"$type": "color", "$value": "#FF9500"}}}"##, named: "B")
    #expect(loaded.theme[.accent] == .orange)
    #expect(loaded.unmappedPaths.isEmpty)
  }

  @Test func aTokenOfAnotherTypeThanItsSwiftTokenIsAMismatchWithItsPlace() {
    let text = """
      {
        "color": {
          "accent": { "$type": "dimension", "$value": "4px" },
          "separator": { "$type": "color", "$value": "#FF3B30" }
        }
      }
      """
    let loaded = DesignTokenMapping.standard.loadTheme(text, named: "T", file: "t.tokens.json")
    expectMismatchAtItsPlace(loaded.diagnostics)
    #expect(loaded.theme[.accent] == nil)
    #expect(loaded.theme[.separator] == .red)
    #expect(loaded.formattedDiagnostics.contains("t.tokens.json:3:49: error:"))
  }

  /// One mismatch, naming the token's path and its Swift name, at the value.
  private func expectMismatchAtItsPlace(_ diagnostics: [TextDiagnostic]) {
    let codes: [TextDiagnostic.Code] = diagnostics.map(\.code)
    #expect(codes == [.tokenTypeMismatch])
    let message: String = diagnostics.first?.message ?? ""
    #expect(message.contains("`color.accent`"))
    #expect(message.contains("`accent`"))
    let start: String = diagnostics.first.map { "\($0.range.start)" } ?? ""
    #expect(start == "3:49")
  }

  @Test func theStandardFilesLoadToTheStandardThemes() throws {
    let mapping = DesignTokenMapping.standard
    let light = try mapping.loadTheme(
      contentsOfFile: Self.example("standard-light.tokens.json"), named: "Light")
    #expect(light.diagnostics.isEmpty, "\(light.formattedDiagnostics)")
    #expect(mapping.isEquivalent(light.theme, to: .light))
    let unmapped: [String] = ["color.base.blue", "color.base.black", "color.base.white"]
    #expect(light.unmappedPaths == unmapped)
    let dark = try mapping.loadTheme(
      contentsOfFile: Self.example("standard-dark.tokens.json"), named: "Dark")
    #expect(dark.diagnostics.isEmpty, "\(dark.formattedDiagnostics)")
    #expect(mapping.isEquivalent(dark.theme, to: .dark))
    #expect(!mapping.isEquivalent(dark.theme, to: .light))
  }

  @Test func aPairOfFilesMakesADarkThemeThatExtendsTheLightOne() throws {
    let (light, dark) = try DesignTokenMapping.standard.loadThemes(
      lightFile: Self.example("standard-light.tokens.json"),
      darkFile: Self.example("standard-dark.tokens.json"))
    #expect(dark.theme.parent?.name == "Light")
    #expect(light.theme.parent == nil)
    #expect(dark.theme.value(for: .primaryText) == .white)
  }

  @Test func aPairOfTheStandardFilesIsEquivalentToTheStandardThemes() throws {
    let mapping = DesignTokenMapping.standard
    let (light, dark) = try mapping.loadThemes(
      lightFile: Self.example("standard-light.tokens.json"),
      darkFile: Self.example("standard-dark.tokens.json"))
    #expect(mapping.isEquivalent(light.theme, to: .light))
    #expect(mapping.isEquivalent(dark.theme, to: .dark))
    #expect(!mapping.isEquivalent(dark.theme, to: .light))
  }

  @Test func equivalenceComparesResolvedValuesNotWhereTheyAreHeld() {
    let mapping = DesignTokenMapping.standard
    let inherited = Theme(name: "Dark", extending: .light) { $0[.accent] = .orange }
    let own = Theme(name: "Dark", extending: .light) { $0[.accent] = .orange }
      .setting(.primaryText, to: .black)
    let flat = Theme(name: "Dark") { theme in
      for token: Token<Color> in [
        .primaryText, .secondaryText, .background, .secondaryBackground, .separator,
      ] {
        theme[token] = Theme.light[token]
      }
      theme[.accent] = .orange
    }
    #expect(mapping.isEquivalent(inherited, to: own))
    #expect(mapping.isEquivalent(inherited, to: flat))
    #expect(!mapping.isEquivalent(inherited, to: Theme(name: "Dark")))
    #expect(!mapping.isEquivalent(inherited, to: inherited.setting(.accent, to: .red)))
  }

  @Test func aFileThatCannotBeReadThrows() {
    #expect(throws: TextFileError.self) {
      try DesignTokenMapping.standard.loadTheme(contentsOfFile: "/no/such.tokens.json", named: "X")
    }
  }

  @Test func aThemeFromAFileIsAnOrdinaryThemeThatStylesViews() throws {
    let loaded = DesignTokenMapping.standard.loadTheme(
      ##"{"color": {"text": {"primary": {"$type": "color", "$value": "#FF9500"}}}}"##,
      named: "Orange", extending: .light)
    let label = Label()
    try Style<Label> { Setter(\.textColor, .token(.primaryText)) }
      .apply(to: label, in: StyleContext(theme: loaded.theme))
    #expect(label.textColor == .orange)
    #expect(loaded.theme.value(for: .accent) == .blue)
  }

  /// Aliases that share one value: `l7` stands for 8⁸ colours, some 170 MB printed, from a
  /// file of under 1 KB. The problem's `found` is the value as written, cut short, so the
  /// load finishes at once rather than print the whole.
  @Test func aWrongShapedTokenReportsItsValueAsWrittenNotResolved() throws {
    let text: String = Self.accentOfEightLevelsOfAliases()
    #expect(text.utf8.count < 1_024)
    var mapping = DesignTokenMapping()
    mapping.map(Token<Color>.accent, to: "accent")
    let loaded = mapping.loadTheme(text, named: "Deep")
    let codes: [TextDiagnostic.Code] = loaded.diagnostics.map(\.code)
    #expect(codes == [.invalidValue])
    let found: String = try #require(loaded.diagnostics.first?.found)
    #expect(found == #""{l7}""#)
  }

  /// A file whose `accent` is `l7`, each level `l1` to `l7` a list of eight aliases of the
  /// level below, and `l0` a list of eight colours.
  private static func accentOfEightLevelsOfAliases() -> String {
    let colours: String = (0..<8).map { "\"#00000\($0)\"" }.joined(separator: ", ")
    var levels: [String] = [#""l0": {"$value": [\#(colours)]}"#]
    for level in 1...7 {
      let items: String = Array(repeating: "\"{l\(level - 1)}\"", count: 8).joined(separator: ", ")
      levels.append(#""l\#(level)": {"$value": [\#(items)]}"#)
    }
    return
      #"{"$type": "color", "accent": {"$value": "{l7}"}, "# + levels.joined(separator: ", ") + "}"
  }
}
