import Cascade
import Testing

@Suite struct ResolutionTests {
  let style = Style<Card> {
    Setter(\.title, .token(.greeting))
    Setter(\.lines, .token(.lines))
  }

  @Test func tokensResolveAgainstTheContextsTheme() throws {
    let card = Card()
    try style.apply(to: card, in: StyleContext(theme: Themes.brand))
    #expect(card.title == "Hi")
    #expect(card.lines == 3)
  }

  @Test func resolutionHappensWhenAppliedNotWhenBuilt() throws {
    let card = Card()
    try style.apply(to: card, in: StyleContext(theme: Themes.base))
    #expect(card.lines == 2)
    try style.apply(to: card, in: StyleContext(theme: Themes.brand))
    #expect(card.lines == 3)
  }

  @Test func aMissingTokenThrowsNamingTheTokenAndTheSiteAndAppliesTheRest() {
    let card = Card()
    let line = #line + 3
    let partial = Style<Card> {
      Setter(\.title, .token(.greeting))
      Setter(\.subtitle, .token(.farewell))
      Setter(\.alpha, 0.5)
    }
    #expect {
      try partial.apply(to: card, in: StyleContext(theme: Themes.base))
    } throws: { error in
      guard let error = error as? UnresolvedTokensError, let missing = error.missingTokens.first
      else { return false }
      return error.missingTokens.count == 1 && missing.name == "farewell"
        && missing.valueType == "String" && missing.property == "subtitle"
        && missing.theme == "Base"
        && missing.location == SourceLocation(fileID: #fileID, line: line)
    }
    #expect(card.title == "Hi")
    #expect(card.alpha == 0.5)
    #expect(card.subtitle == nil)
  }

  @Test func theErrorReadsAsOneLinePerToken() {
    var caught: UnresolvedTokensError?
    do {
      try Style<Card> { Setter(\.subtitle, .token(.farewell)) }
        .apply(to: Card(), in: StyleContext())
    } catch {
      caught = error
    }
    let text = caught?.description ?? ""
    #expect(text.hasPrefix("no value for token 'farewell' (String) in theme Defaults"))
    #expect(text.contains("needed by subtitle (CascadeTests/ResolutionTests.swift:"))
  }

  @Test func traitDependentValuesReadTheContextsTraits() throws {
    let style = Style<Card> {
      Setter(\.lines, .adaptive { $0.density == .compact ? 1 : 4 })
    }
    let card = Card()
    try style.apply(
      to: card, in: StyleContext(traits: Traits().setting(DensityKey.self, to: .compact)))
    #expect(card.lines == 1)
    try style.apply(to: card, in: StyleContext())
    #expect(card.lines == 4)
  }

  @Test func derivedValuesTransformTheirBase() throws {
    let style = Style<Card> {
      Setter(\.title, .token(.greeting).map { $0.uppercased() })
      Setter(\.alpha, StyleValue.token(.lines).map { 1 / Double($0) })
    }
    let card = Card()
    try style.apply(to: card, in: StyleContext(theme: Themes.base))
    #expect(card.title == "HI")
    #expect(card.alpha == 0.5)
  }

  @Test func aTokenForAnOptionalPropertyTakesTheWrappedType() throws {
    let card = Card()
    try Style<Card> { Setter(\.subtitle, .token(.greeting)) }
      .apply(to: card, in: StyleContext(theme: Themes.base))
    #expect(card.subtitle == "Hi")
  }

  @Test func tokenSettersOverrideAndAreOverriddenByLiterals() {
    let style = Style<Card> {
      Setter(\.lines, 1)
      Setter(\.lines, .token(.lines))
    }
    #expect(style.count == 1)
    #expect(style.setters[0].value as? StyleValue<Int> == .token(.lines))
  }

  @Test func valuesDescribeThemselves() {
    #expect(StyleValue<Int>.token(.lines).description == "token(lines)")
    #expect(StyleValue.value("x").description == "\"x\"")
    #expect(StyleValue<Int>.adaptive { _ in 1 }.description == "adaptive")
    #expect(StyleValue<Int>.token(.lines) == .token(.lines))
    #expect(StyleValue<Int>.adaptive { _ in 1 } != .adaptive { _ in 1 })
  }

  @Test func aLiteralOverridesAnEarlierToken() throws {
    let style = Style<Card> {
      Setter(\.lines, .token(.lines))
      Setter(\.lines, 9)
    }
    let card = Card()
    try style.apply(to: card, in: StyleContext(theme: Themes.base))
    #expect(style.count == 1)
    #expect(card.lines == 9)
  }

  @Test func tokensWithDifferentDefaultsAreDifferentTokens() {
    #expect(Token<Int>("x", default: 1) != Token<Int>("x", default: 2))
    #expect(Token<Int>("x", default: 1) == Token<Int>("x", default: 1))
    #expect(Token<Int>("x") != Token<Int>("x", default: 1))
  }

  @Test func aTokenForAnOptionalPropertyIsStillAToken() {
    let first = Style<Card> { Setter(\.subtitle, .token(.greeting)) }
    let second = Style<Card> { Setter(\.subtitle, .token(.greeting)) }
    #expect(first == second)
    #expect(first.setters[0].value as? StyleValue<String?> == .token(.greeting))
    #expect("\(first.setters[0].value)" == "token(greeting)")
  }

  @Test func everyMissingTokenIsReportedOnItsOwnLine() {
    var caught: UnresolvedTokensError?
    do {
      try Self.styleOfTwoMissingTokens.apply(to: Card(), in: StyleContext())
    } catch {
      caught = error
    }
    let names: [String]? = caught?.missingTokens.map(\.name)
    let lines: Int? = caught?.description.split(separator: "\n").count
    #expect(names == ["farewell", "lines"])
    #expect(lines == 2)
  }

  /// A style of two setters whose tokens have neither a default nor a theme's value.
  private static let styleOfTwoMissingTokens = Style<Card> {
    Setter(\.subtitle, .token(.farewell))
    Setter(\.lines, .token(.lines))
  }
}
