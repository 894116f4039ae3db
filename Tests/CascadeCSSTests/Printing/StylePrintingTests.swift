import CascadeReferenceModel
import CascadeViews
import Testing

/// A style written in Swift prints as declarations that, loaded in a rule, make the same
/// setters: checked on random styles of registered properties.
@Suite struct StylePrintingTests {
  let vocabulary = StyleVocabulary.standard

  @Test func printsEachSetterAsItsProperty() throws {
    let title = Style<Label> {
      Setter(\.font, .headline)
      Setter(\.textColor, .token(.primaryText))
      Setter(\.backgroundColor, .red)
      Setter(\.layoutMargins, EdgeInsets(all: 8))
    }
    #expect(
      try vocabulary.cssText(of: title) == """
        font: headline;
        color: var(--primary-text);
        background-color: #ff3b30;
        padding: 8px;
        """)
  }

  @Test func printsPerStateButtonSetters() throws {
    let primary = Style<Button> {
      Setter.title("Follow", for: .normal)
      Setter.titleColor(.white, for: .highlighted)
    }
    #expect(
      try vocabulary.cssText(of: primary)
        == "title: \"Follow\";\ntitle-color-highlighted: #ffffff;")
  }

  @Test func valuesWithoutTextAreAnError() {
    let adaptive = Style<Label> { Setter(\.numberOfLines, .adaptive { _ in 2 }) }
    #expect(throws: CSSPrintingError.self) { try vocabulary.cssText(of: adaptive) }
    let unregistered = Style<Label> {
      Setter(.named("shout"), value: true) { label, _ in label.text = label.text?.uppercased() }
    }
    #expect(throws: CSSPrintingError.self) { try vocabulary.cssText(of: unregistered) }
    let unknownToken = Style<Label> { Setter(\.textColor, .token(Token<Color>("brand"))) }
    let error = #expect(throws: CSSPrintingError.self) {
      try vocabulary.cssText(of: unknownToken)
    }
    #expect(error?.reason == "the token `brand` is not registered")
  }

  @Test func randomStylesLoadBackToTheSameSetters() throws {
    var random = SeededGenerator(seed: 21)
    for round in 0..<1_000 {
      let style = Self.randomStyle(&random)
      let text = try vocabulary.cssText(of: style)
      let loaded = vocabulary.load("Label {\n\(text)\n}", named: "printed.css")
      try #require(loaded.diagnostics.isEmpty, "round \(round):\n\(loaded.formattedDiagnostics)")
      let swift = Stylesheet("printed.css") { Rule(Label.self) { style } }
      let (fromText, fromSwift) = (Label(), Label())
      try loaded.stylesheet.apply(to: fromText, in: .dark)
      try swift.apply(to: fromSwift, in: .dark)
      let textValues = loaded.stylesheet.explanation(for: fromText, in: .dark).properties
        .map { "\($0.name) = \($0.value)" }
      let swiftValues = swift.explanation(for: fromSwift, in: .dark).properties
        .map { "\($0.name) = \($0.value)" }
      #expect(textValues == swiftValues, "round \(round):\n\(text)")
    }
  }

  /// A style of a few random setters of registered properties, literals and tokens.
  static func randomStyle(_ random: inout SeededGenerator) -> Style<Label> {
    let makers: [(inout SeededGenerator) -> Style<Label>] = [
      { random in Style { Setter(\.textColor, random.color()) } },
      { random in Style { Setter(\.backgroundColor, random.color()) } },
      { _ in Style { Setter(\.textColor, .token(.secondaryText)) } },
      { _ in Style { Setter(\.backgroundColor, .token(.accent)) } },
      { random in Style { Setter(\.alpha, random.fraction()) } },
      { random in Style { Setter(\.cornerRadius, random.length(in: 0...100)) } },
      { _ in Style { Setter(\.cornerRadius, .token(.cardCornerRadius)) } },
      { random in Style { Setter(\.numberOfLines, Int.random(in: 0...9, using: &random)) } },
      { random in Style { Setter(\.text, random.element(of: ["Hi", "\"quoted\"\n", "é", ""])) } },
      { random in Style { Setter(\.isHidden, Bool.random(using: &random)) } },
      { random in
        Style { Setter(\.textAlignment, random.element(of: TextAlignment.allCases)) }
      },
      { random in
        Style { Setter(\.lineBreakMode, random.element(of: LineBreakMode.allCases)) }
      },
      { random in Style { Setter(\.font, .system(size: random.length(in: 1...100))) } },
      { random in
        Style { Setter(\.layoutMargins, EdgeInsets(all: random.length(in: 0...40))) }
      },
      { random in Style { Setter(\.border, Border(width: 1, color: random.color())) } },
    ]
    let count = Int.random(in: 1...6, using: &random)
    return Style.compose((0..<count).map { _ in random.element(of: makers)(&random) })
  }
}
