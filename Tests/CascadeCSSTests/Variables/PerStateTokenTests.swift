import CascadeViews
import Testing

/// A button's per-state properties in text take `var()` as key-path properties do, and make
/// the setters of their Swift form: `Setter.titleColor(.token(.accent), for: .highlighted)`.
@Suite struct PerStateTokenTests {
  let vocabulary = StyleVocabulary.standard

  /// The sheet read from `text`, which must load without diagnostics.
  private func loaded(_ text: String) -> CSSStylesheet {
    let sheet = vocabulary.load(text, named: "buttons.css")
    #expect(sheet.diagnostics.isEmpty, "\(sheet.formattedDiagnostics)")
    return sheet
  }

  @Test func stateRuleTakesATokenInEachTheme() throws {
    let sheet = loaded("Button:highlighted { title-color: var(--accent); }").stylesheet
    let button = Button()
    button.isHighlighted = true
    try sheet.apply(to: button, in: .light)
    #expect(button.titleColors[.normal] == Theme.light[.accent])
    try sheet.apply(to: button, in: .dark)
    #expect(button.titleColors[.normal] == Theme.dark[.accent])
  }

  private static let tokensFallbacksAndOwnProperties = """
    :root { --x: #FF0000; --label: "Go"; }
    @theme dark { :root { --x: #00FF00; } }
    Button {
      title-color-highlighted: var(--accent, red);
      background-color-selected: var(--x);
      title-focused: var(--label);
      color: var(--primary-text);
    }
    """

  @Test func perStatePropertiesTakeTokensFallbacksAndTheSheetsOwnProperties() throws {
    let sheet = loaded(Self.tokensFallbacksAndOwnProperties).stylesheet
    let button = Button()
    try sheet.apply(to: button, in: .light)
    #expect(button.titleColors[.highlighted] == Theme.light[.accent])
    #expect(button.backgroundColors[.selected] == (try Color(cssText: "#FF0000")))
    #expect(button.titles[.focused] == "Go")
    #expect(button.titleColors[.normal] == Theme.light[.primaryText])
    try sheet.apply(to: button, in: .dark)
    #expect(button.titleColors[.highlighted] == Theme.dark[.accent])
    #expect(button.backgroundColors[.selected] == (try Color(cssText: "#00FF00")))
    #expect(button.titleColors[.normal] == Theme.dark[.primaryText])
    // A theme without the token: the fallback comes before the token's default.
    try sheet.apply(to: button, in: StyleContext(theme: Theme(name: "Bare")))
    #expect(button.titleColors[.highlighted] == (try Color(cssText: "red")))
  }

  @Test(arguments: [false, true])
  func textAndSwiftRulesForOneStateOverrideEachOther(textLast: Bool) throws {
    let text = loaded("Button { title-color-highlighted: var(--accent); }").stylesheet
    let swift = Stylesheet("swift.css") {
      Rule(Button.self) { Setter.titleColor(.white, for: .highlighted) }
    }
    let layered = Stylesheet.layered(textLast ? [swift, text] : [text, swift])
    let button = Button()
    try layered.apply(to: button, in: .dark)
    #expect(button.titleColors[.highlighted] == (textLast ? Theme.dark[.accent] : .white))
    let properties = layered.explanation(for: button, in: .dark).properties
    #expect(properties.map(\.name) == ["titleColors[highlighted]"])
    #expect(properties.allSatisfy { $0.overridden.count == 1 })
  }

  @Test func inlineSwiftValueBeatsATextRuleForTheSameState() throws {
    let sheet = loaded("Button.primary { title-color-highlighted: var(--accent); }").stylesheet
    let button = Button()
    button.styleClasses = ["primary"]
    button.setInlineStyle(Style { Setter.titleColor(.white, for: .highlighted) })
    try sheet.apply(to: button, in: .dark)
    #expect(button.titleColors[.highlighted] == .white)
    button.setInlineStyle(Style())
    try sheet.apply(to: button, in: .dark)
    #expect(button.titleColors[.highlighted] == Theme.dark[.accent])
  }

  @Test func theOriginalComesBackWhenNoRuleSetsTheStateAnyMore() throws {
    let sheet = loaded("Button.primary { background-color-highlighted: var(--accent); }")
    let button = Button()
    button.setBackgroundColor(.gray, for: .highlighted)
    button.styleClasses = ["primary"]
    try sheet.stylesheet.apply(to: button, in: .light)
    #expect(button.backgroundColors[.highlighted] == Theme.light[.accent])
    button.styleClasses = []
    try sheet.stylesheet.apply(to: button, in: .light)
    #expect(button.backgroundColors[.highlighted] == .gray)
  }

  @Test func printedSheetReadsBackTheSame() {
    let sheet = loaded(Self.tokensFallbacksAndOwnProperties)
    let printed = sheet.cssText
    #expect(printed.contains("title-color-highlighted: var(--accent, "))
    #expect(printed.contains("background-color-selected: var(--x);"))
    let reread = loaded(printed)
    #expect(reread == sheet)
    #expect(reread.cssText == printed)
  }

  @Test func swiftStyleWithATokenPrintsAsVarAndReadsBackTheSameSetter() throws {
    let style = Style<Button> {
      Setter.titleColor(.token(.accent), for: .highlighted)
      Setter.backgroundColor(.white, for: .normal)
    }
    let text = try vocabulary.cssText(of: style)
    #expect(text == "title-color-highlighted: var(--accent);\nbackground-color-normal: #ffffff;")
    let sheet = loaded("Button { \(text) }").stylesheet
    let (fromText, fromSwift) = (Button(), Button())
    try sheet.apply(to: fromText, in: .dark)
    try style.apply(to: fromSwift, in: .dark)
    #expect(fromText.titleColors == fromSwift.titleColors)
    #expect(fromText.backgroundColors == fromSwift.backgroundColors)
  }

  @Test func unknownTokenIsTheSameErrorAsForAKeyPathProperty() throws {
    let perState = vocabulary.load(
      "Button { title-color-highlighted: var(--acent); }", named: "buttons.css")
    let keyPath = vocabulary.load("Label { color: var(--acent); }", named: "buttons.css")
    #expect(perState.diagnostics.map(\.code) == [.unknownToken])
    let (own, other) = (
      try #require(perState.diagnostics.first), try #require(keyPath.diagnostics.first)
    )
    #expect(own.message == other.message)
    #expect(own.severity == other.severity)
    #expect(own.suggestion == other.suggestion)
    #expect(own.notes == other.notes)
  }

  @Test func tokenOfAnotherTypeIsAMismatch() {
    let sheet = vocabulary.load(
      "Button { title-color-highlighted: var(--spacing); }", named: "buttons.css")
    #expect(sheet.diagnostics.map(\.code) == [.tokenTypeMismatch])
  }
}
