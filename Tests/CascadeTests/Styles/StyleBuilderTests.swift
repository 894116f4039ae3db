import Cascade
import Testing

@Suite struct StyleBuilderTests {
  @Test func anEmptyBlockIsAnEmptyStyle() {
    let style = Style<Card> {}
    #expect(style.isEmpty)
    #expect(style.count == 0)
  }

  @Test(arguments: [true, false])
  func ifWithoutElseAddsItsSettersOnlyWhenTrue(_ compact: Bool) {
    let style = Style<Card> {
      Setter(\.title, "T")
      if compact { Setter(\.lines, 1) }
    }
    #expect(style.value(for: \.lines) == (compact ? 1 : nil))
    #expect(style.count == (compact ? 2 : 1))
  }

  @Test(arguments: [nil, 3] as [Int?])
  func ifLetBindsAndAddsItsSetters(_ maximum: Int?) {
    let style = Style<Card> {
      if let maximum { Setter(\.lines, maximum) }
    }
    #expect(style.value(for: \.lines) == maximum)
  }

  @Test(arguments: [true, false])
  func ifElseTakesOneBranch(_ hidden: Bool) {
    let style = Style<Card> {
      if hidden {
        Setter(\.isHidden, true)
      } else {
        Setter(\.alpha, 0.5)
      }
    }
    #expect(style.value(for: \.isHidden) == (hidden ? true : nil))
    #expect(style.value(for: \.alpha) == (hidden ? nil : 0.5))
  }

  @Test(arguments: [Tone.plain, .loud])
  func switchTakesTheMatchingCase(_ tone: Tone) {
    let style = Style<Card> {
      switch tone {
      case .plain: Setter(\.title, "quiet")
      case .loud: Setter(\.title, "LOUD")
      }
    }
    #expect(style.value(for: \.title) == (tone == .plain ? "quiet" : "LOUD"))
  }

  @Test func forInAddsASetterPerElement() {
    let card = Card()
    Style<Card> {
      for edge in Edge.allCases { Setter(\.insets[edge], 4) }
    }.apply(to: card)
    #expect(card.insets == Insets(top: 4, bottom: 4))
  }

  @Test func forInOverTheSamePropertyKeepsTheLastValue() {
    let style = Style<Card> {
      for lines in 1...5 { Setter(\.lines, lines) }
    }
    #expect(style.count == 1)
    #expect(style.value(for: \.lines) == 5)
  }

  @Test func ifAvailableAddsItsSettersOnThisPlatform() {
    let style = Style<Card> {
      if #available(macOS 10.15, iOS 13, *) {
        Setter(\.title, "modern")
      } else {
        Setter(\.title, "legacy")
      }
    }
    #expect(style.value(for: \.title) == "modern")
  }

  @Test func arraysOfSettersAreAccepted() {
    let titles = ["a", "b"].map { Setter(\Card.subtitle, $0) }
    let style = Style<Card> {
      Setter(\.lines, 2)
      titles
    }
    #expect(style.count == 2)
    #expect(style.value(for: \.subtitle) == .some("b"))
  }

  @Test func aNestedStyleContributesItsSettersInPlace() {
    let base = Style<Card> {
      Setter(\.title, "base")
      Setter(\.lines, 3)
    }
    let style = Style<Card> {
      Setter(\.alpha, 0.5)
      base
      Setter(\.title, "own")
    }
    #expect(
      style.identities == [.keyPath(\Card.alpha), .keyPath(\Card.lines), .keyPath(\Card.title)])
    #expect(style.value(for: \.title) == "own")
  }

  @Test func aBuilderPropertyBuildsAStyle() {
    @StyleBuilder<Card> var body: Style<Card> {
      Setter(\.title, "body")
    }
    #expect(body.value(for: \.title) == "body")
  }
}
