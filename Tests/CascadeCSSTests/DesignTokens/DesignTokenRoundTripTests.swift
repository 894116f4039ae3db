import CascadeCSS
import CascadeReferenceModel
import CascadeViews
import Testing

@Suite struct DesignTokenRoundTripTests {
  private static let font = Token<Font>("roundTripFont")
  private static let shadow = Token<Shadow>("roundTripShadow")
  private static let border = Token<Border>("roundTripBorder")
  private static let weight = Token<Font.Weight>("roundTripWeight")
  private static let family = Token<String>("roundTripFamily")

  private static let mapping: DesignTokenMapping = {
    var mapping = DesignTokenMapping.standard
    mapping.map(font)
    mapping.map(shadow)
    mapping.map(border)
    mapping.map(weight)
    mapping.map(family)
    return mapping
  }()

  private func randomTheme(_ random: inout SeededGenerator) -> Theme {
    var theme = Theme(name: "Random")
    let colors: [Token<Color>] = [
      .accent, .primaryText, .secondaryText, .background, .secondaryBackground, .separator,
    ]
    for token in colors where Bool.random(using: &random) { theme[token] = random.color() }
    if Bool.random(using: &random) { theme[.spacing] = random.length() }
    if Bool.random(using: &random) { theme[.cardCornerRadius] = random.length(in: 0...100) }
    let weight = random.element(of: Font.Weight.allCases)
    if Bool.random(using: &random) {
      let family: Font = random.element(of: [
        .system(size: random.length(in: 1...100), weight: weight),
        .custom("Fam \"ily\"\n", size: random.length(in: 1...100), weight: weight),
        Font.headline.italic(),
      ])
      theme[Self.font] = family
    }
    if Bool.random(using: &random) {
      theme[Self.shadow] = Shadow(
        color: random.color(), opacity: random.fraction(), radius: random.length(in: 0...50),
        offset: Size(width: random.length(), height: random.length()))
    }
    if Bool.random(using: &random) {
      theme[Self.border] = Border(width: random.length(in: 0...20), color: random.color())
    }
    if Bool.random(using: &random) { theme[Self.weight] = weight }
    // Not "": a family without a name is not a `fontFamily` value, and does not load.
    if Bool.random(using: &random) {
      theme[Self.family] = random.element(of: ["Inter", "日本", "Avenir \"Next\""])
    }
    return theme
  }

  @Test(arguments: 0..<200)
  func aRandomThemePrintsBackToAnEqualTheme(seed: Int) {
    var random = SeededGenerator(seed: UInt64(seed))
    let theme = randomTheme(&random)
    let text = Self.mapping.jsonText(of: theme)
    let loaded = Self.mapping.loadTheme(text, named: "Random")
    #expect(loaded.diagnostics.isEmpty, "\(loaded.formattedDiagnostics)\n\(text)")
    #expect(Self.mapping.isEquivalent(loaded.theme, to: theme), "\(text)")
    #expect(Self.mapping.jsonText(of: loaded.theme) == text)
  }

  @Test func theStandardThemesPrintBackToThemselves() {
    for theme in [Theme.light, .dark] {
      let loaded = DesignTokenMapping.standard.loadTheme(
        DesignTokenMapping.standard.jsonText(of: theme), named: theme.name)
      #expect(DesignTokenMapping.standard.isEquivalent(loaded.theme, to: theme))
    }
  }

  @Test func aFileKeepsItsExtensionsAndDescriptionsWhenPrinted() {
    let text = ##"""
      {"$description": "root", "color": {"$type": "color", "$extensions": {"tool": {"id": 1}},
        "a": {"$value": "{color.b}", "$description": "alias", "$extensions": {"figma": [1, "x", null]}},
        "b": {"$value": "#FFF", "$type": "color"}}}
      """##
    let file = DesignTokenFile(parsing: text, named: "t.tokens.json")
    let again = DesignTokenFile(parsing: file.jsonText, named: "t.tokens.json")
    #expect(again.tokens == file.tokens)
    #expect(again.groups == file.groups)
    #expect(
      again.token(at: "color.a")?.extensions
        == .object([("figma", .array([.number(1), .string("x"), .null]))]))
    #expect(again.groups.first { $0.path == "color" }?.extensions != nil)
  }

  /// A name that starts with a combining mark makes, after the dot before it, one
  /// character of the two: the path is still split at every dot.
  @Test func aNameStartingWithACombiningMarkPrintsBackUnderItsGroup() {
    let text = #"{"a": {"\u0301b": {"$type": "number", "$value": 1}}}"#
    let file = DesignTokenFile(parsing: text, named: "t.tokens.json")
    #expect(file.tokens.map(\.path) == ["a.\u{301}b"])
    let again = DesignTokenFile(parsing: file.jsonText, named: "t.tokens.json")
    #expect(again.diagnostics.isEmpty, "\(file.jsonText)")
    #expect(again.tokens == file.tokens, "\(file.jsonText)")
  }

  /// A dot is a dot in a name even where a combining mark after it makes one character of
  /// the two: such a name would hold a path of two names.
  @Test func aDotBeforeACombiningMarkIsADotInAName() {
    let text = #"{"a.\u0301b": {"$type": "number", "$value": 1}}"#
    let file = DesignTokenFile(parsing: text, named: "t.tokens.json")
    #expect(file.diagnostics.map(\.code) == [.syntax])
    #expect(file.tokens.isEmpty)
  }

  /// The same for a mapping's export of a theme.
  @Test func aMappedPathWithACombiningMarkExportsUnderItsGroup() {
    var mapping = DesignTokenMapping()
    mapping.map(Token<Double>("combiningMarkGap"), to: "a.\u{301}b")
    var theme = Theme(name: "Base")
    theme[Token<Double>("combiningMarkGap")] = 3
    let text = mapping.jsonText(of: theme)
    let loaded = mapping.loadTheme(text, named: "Base")
    #expect(loaded.diagnostics.isEmpty, "\(loaded.formattedDiagnostics)\n\(text)")
    #expect(loaded.theme[Token<Double>("combiningMarkGap")] == 3, "\(text)")
  }
}
