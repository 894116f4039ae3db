import Cascade
import Testing

/// A custom setter whose value is a `StyleValue`: resolved where the style is applied, with
/// the identity, overrides and restoration of a literal custom setter.
@Suite struct CustomSetterStyleValueTests {
  /// The literal custom setter of a card's per-state title.
  static func title(_ title: String, for state: String) -> Setter<Card, String> {
    Setter(
      .keyPath(\Card.title, qualifier: state), value: title, read: { $0.titles[state] ?? "" }
    ) { card, title in card.setTitle(title, for: state) }
  }

  /// The same setter, for a value resolved when the style is applied.
  static func title(
    _ title: StyleValue<String>, for state: String, fileID: String = #fileID, line: Int = #line
  ) -> Setter<Card, StyleValue<String>> {
    Setter(
      .keyPath(\Card.title, qualifier: state), value: title, fileID: fileID, line: line,
      read: { $0.titles[state] ?? "" }
    ) { card, title in card.setTitle(title, for: state) }
  }

  @Test func valueIsResolvedInTheContextTheStyleIsAppliedIn() throws {
    let style = Style<Card> { Self.title(.token(.greeting), for: "normal") }
    let card = Card()
    try style.apply(to: card, in: StyleContext(theme: Themes.base))
    #expect(card.titles == ["normal": "Hi"])
    try style.apply(to: card, in: .standard)
    #expect(card.titles == ["normal": "Hello"])
  }

  @Test(arguments: [false, true])
  func literalAndTokenSettersForOneStateOverrideEachOther(tokenLast: Bool) throws {
    let literal = Style<Card> { Self.title("Follow", for: "normal") }
    let token = Style<Card> { Self.title(.token(.greeting), for: "normal") }
    let style = tokenLast ? Style.compose(literal, token) : Style.compose(token, literal)
    #expect(style.count == 1)
    let card = Card()
    try style.apply(to: card, in: StyleContext(theme: Themes.base))
    #expect(card.titles == ["normal": tokenLast ? "Hi" : "Follow"])
    #expect(card.writes["title[normal]"] == 1)
  }

  @Test func valueIsTheStyleValueAndDescribesItself() {
    let setter = Self.title(.token(.greeting), for: "normal")
    let line = #line - 1
    #expect(setter.value == .token(.greeting))
    #expect(
      setter.description
        == "title[normal] = token(greeting) (CascadeTests/CustomSetterStyleValueTests.swift:\(line))"
    )
  }

  @Test func missingTokenIsReportedWithTheSettersIdentity() {
    let style = Style<Card> { Self.title(.token(.farewell), for: "normal") }
    let card = Card()
    let error = #expect(throws: UnresolvedTokensError.self) {
      try style.apply(to: card, in: .standard)
    }
    #expect(error?.missingTokens.map(\.name) == ["farewell"])
    #expect(error?.missingTokens.map(\.property) == ["title[normal]"])
    #expect(card.titles.isEmpty)
  }

  @Test func captureRestoresThroughRead() throws {
    let card = Card()
    card.setTitle("Before", for: "normal")
    let style = Style<Card> { Self.title(.token(.greeting), for: "normal") }
    let original = style.capturingCurrentValues(of: card)
    try style.apply(to: card, in: .standard)
    #expect(card.titles == ["normal": "Hello"])
    original.apply(to: card)
    #expect(card.titles == ["normal": "Before"])
  }

  @Test func literalFormIsTheLiteralSetter() throws {
    let made = try #require(Self.title(.value("Follow"), for: "normal").literalForm())
    #expect(AnySetter(made).hasSameEffect(as: AnySetter(Self.title("Follow", for: "normal"))))
    let card = Card()
    made.apply(to: card)
    #expect(card.titles == ["normal": "Follow"])
    #expect(Self.title(.token(.greeting), for: "normal").literalForm() == nil)
  }
}
