import Cascade
import Testing

@Suite struct SetterTests {
  @Test func keyPathSetterWritesItsValueIntoAnObject() {
    let card = Card()
    Setter(\Card.title, "Hello").apply(to: card)
    #expect(card.title == "Hello")
  }

  @Test func nestedKeyPathsReachIntoValueTypeProperties() {
    let card = Card()
    Style<Card> {
      Setter(\.insets.top, 8)
      Setter(\.insets[.bottom], 4)
    }.apply(to: card)
    #expect(card.insets == Insets(top: 8, bottom: 4))
  }

  @Test func valueTypeRootsAreStyledThroughInout() {
    var configuration = ButtonConfiguration()
    let style = Style<ButtonConfiguration> {
      Setter(\.title, "Follow")
      Setter(\.cornerRadius, 6)
      Setter(\.insets.top, 2)
    }
    style.apply(to: &configuration)
    #expect(
      configuration == ButtonConfiguration(title: "Follow", cornerRadius: 6, insets: Insets(top: 2))
    )
  }

  @Test func optionalPropertiesTakeValuesAndNil() {
    let card = Card()
    Setter(\Card.subtitle, "Sub").apply(to: card)
    #expect(card.subtitle == "Sub")
    Setter(\Card.subtitle, nil).apply(to: card)
    #expect(card.subtitle == nil)
  }

  @Test func aNonOptionalValueFillsAnOptionalPropertyInABlock() {
    let subtitle = "Sub"
    let style = Style<Card> { Setter(\.subtitle, subtitle) }
    #expect(style.value(for: \.subtitle) == .some("Sub"))
  }

  @Test func aSetterRecordsWhereItWasDeclared() {
    let line = #line + 1
    let setter = Setter(\Card.lines, 2)
    #expect(setter.location == SourceLocation(fileID: #fileID, line: line))
    #expect(setter.location.description == "CascadeTests/SetterTests.swift:\(line)")
  }

  @Test func aSetterDescribesPropertyValueAndSite() {
    let line = #line + 1
    let setter = Setter(\Card.title, "Hi")
    #expect(setter.description == "title = \"Hi\" (CascadeTests/SetterTests.swift:\(line))")
  }

  @Test func identitiesOfTheSameKeyPathAreEqual() {
    #expect(Setter(\Card.lines, 1).identity == Setter(\Card.lines, 9).identity)
    #expect(Setter(\Card.lines, 1).identity != Setter(\Card.alpha, 1).identity)
    #expect(Setter(\Card.lines, 1).identity == .keyPath(\Card.lines))
  }
}
