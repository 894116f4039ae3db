import Cascade
import Testing

@Suite struct IntrospectionTests {
  let style = Style<Card> {
    Setter(\.title, "Hi")
    Setter(\.lines, 2)
    Setter(\.subtitle, nil)
  }
  let firstLine = #line - 4

  @Test func countAndIdentitiesFollowApplicationOrder() {
    #expect(style.count == 3)
    #expect(!style.isEmpty)
    #expect(
      style.identities == [.keyPath(\Card.title), .keyPath(\Card.lines), .keyPath(\Card.subtitle)])
  }

  @Test func theValueForAnIdentityIsTheWinningValue() {
    let lines: Int? = style.value(for: \.lines)
    let title: String? = style.value(for: .keyPath(\Card.title)) as? String
    let alpha: Double? = style.value(for: \.alpha)
    #expect(lines == 2)
    #expect(title == "Hi")
    #expect(alpha == nil)
  }

  @Test func theSetterForAnIdentityKnowsWhereItWasWritten() {
    let line: Int? = style.setter(for: .keyPath(\Card.lines))?.location.line
    #expect(line == firstLine + 1)
  }

  @Test func theDescriptionListsPropertyValueAndSiteInOrder() {
    let file = "CascadeTests/IntrospectionTests.swift"
    #expect(
      style.description == """
        Style<Card> (3 setters)
          title = "Hi" (\(file):\(firstLine))
          lines = 2 (\(file):\(firstLine + 1))
          subtitle = nil (\(file):\(firstLine + 2))
        """)
  }

  @Test func propertiesWithoutANameReadAsTheKeyPathSays() {
    let configuration = Style<ButtonConfiguration> { Setter(\.insets.top, 1) }
    #expect(configuration.identities[0].description == "insets.top")
  }

  @Test func anIdentityExposesItsKeyPath() {
    #expect(SetterIdentity.keyPath(\Card.lines).keyPath == \Card.lines)
    #expect(SetterIdentity.named("x").keyPath == nil)
    #expect(SetterIdentity.named("x").description == "x")
  }
}
