import Cascade
import Testing

@Suite struct CustomSetterTests {
  /// A custom setter factory passes its caller's location on, as the library's own do.
  static func title(
    _ title: String, for state: String, fileID: String = #fileID, line: Int = #line
  ) -> Setter<Card, String> {
    Setter(
      .keyPath(\Card.title, qualifier: state), value: title, fileID: fileID, line: line
    ) { card, title in
      card.setTitle(title, for: state)
    }
  }

  @Test func aCustomSetterCallsItsWriteClosure() {
    let card = Card()
    Self.title("Follow", for: "normal").apply(to: card)
    #expect(card.titles == ["normal": "Follow"])
  }

  @Test func qualifiedSettersForDifferentQualifiersAreDifferentProperties() {
    let style = Style<Card> {
      Self.title("Follow", for: "normal")
      Self.title("Following", for: "selected")
    }
    let card = Card()
    style.apply(to: card)
    #expect(style.count == 2)
    #expect(card.titles == ["normal": "Follow", "selected": "Following"])
  }

  @Test func aLaterCustomSetterOverridesOneWithTheSameIdentity() {
    let style = Style<Card> {
      Self.title("Follow", for: "normal")
      Self.title("Join", for: "normal")
    }
    let card = Card()
    style.apply(to: card)
    #expect(style.count == 1)
    #expect(card.titles == ["normal": "Join"])
    #expect(card.writes["title[normal]"] == 1)
  }

  @Test func aQualifiedIdentityIsNotThePlainKeyPathIdentity() {
    let style = Style<Card> {
      Setter(\.title, "plain")
      Self.title("Follow", for: "normal")
    }
    #expect(style.count == 2)
  }

  @Test func namedSettersOverrideByName() {
    func log(_ message: String) -> Setter<Card, String> {
      Setter(.named("log"), value: message) { card, message in card.title = message }
    }
    let style = Style<Card> {
      log("first")
      log("second")
    }
    #expect(style.count == 1)
    #expect(style.value(for: .named("log")) as? String == "second")
  }

  @Test func customSettersDescribeThemselvesLikeKeyPathSetters() {
    let style = Style<Card> { Self.title("Follow", for: "normal") }
    let line = #line - 1
    #expect(
      style.setters[0].description
        == "title[normal] = \"Follow\" (CascadeTests/CustomSetterTests.swift:\(line))")
  }

  @Test func customSettersComposeLikeKeyPathSetters() {
    let base = Style<Card> { Self.title("Follow", for: "normal") }
    let override = Style<Card> { Self.title("Join", for: "normal") }
    let card = Card()
    Style.compose(base, override).apply(to: card)
    #expect(card.titles == ["normal": "Join"])
    #expect(card.writes["title[normal]"] == 1)
  }
}
