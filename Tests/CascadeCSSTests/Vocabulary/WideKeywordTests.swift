import Cascade
import CascadeCSS
import CascadeViews
import Testing

/// `initial` and `unset` as CSS reads them: a declaration that wins with one puts the
/// property back to the value the view had before any rule set it, however many rules
/// before it set it. Cascade's properties do not inherit, so `unset` is `initial`
/// (`inherit` has tests of its own, `InheritTests`).
@Suite struct WideKeywordTests {
  private func load(_ text: String) -> CSSStylesheet {
    StyleVocabulary.standard.load(text, named: "keywords.css")
  }

  private func view(_ classes: Set<String>, alpha: Double = 1) -> View {
    KeywordSheets.view(classes, alpha: alpha)
  }

  @Test(arguments: ["initial", "unset", "INITIAL", "Unset"])
  func aWinningKeywordPutsTheOriginalBack(keyword: String) throws {
    let sheet = load(".v { opacity: 0.3; border-radius: 4px; } .v.w { opacity: \(keyword); }")
    #expect(sheet.diagnostics.isEmpty)
    let plain = view(["v"], alpha: 0.6)
    let marked = view(["v", "w"], alpha: 0.6)
    let root = View()
    root.addSubview(plain)
    root.addSubview(marked)
    try sheet.stylesheet.apply(to: root)
    #expect(plain.alpha == 0.3)
    // The value the app gave it, not CSS's initial opacity of 1: a view's original.
    #expect(marked.alpha == 0.6)
    #expect(marked.cornerRadius == 4)
  }

  @Test func theOriginalComesAndGoesWithTheRuleThatWins() throws {
    let sheet = load(".v { opacity: 0.3; } .v.w { opacity: initial; }")
    let target = view(["v"], alpha: 0.6)
    try sheet.stylesheet.apply(to: target)
    #expect(target.alpha == 0.3)
    target.styleClasses.insert("w")
    try sheet.stylesheet.apply(to: target)
    #expect(target.alpha == 0.6)
    target.styleClasses.remove("w")
    try sheet.stylesheet.apply(to: target)
    #expect(target.alpha == 0.3)
    // Styled first with the keyword winning, the view keeps its own value, and still has it
    // to go back to later.
    let fresh = view(["v", "w"], alpha: 0.45)
    try sheet.stylesheet.apply(to: fresh)
    #expect(fresh.alpha == 0.45)
    fresh.styleClasses.remove("w")
    try sheet.stylesheet.apply(to: fresh)
    #expect(fresh.alpha == 0.3)
    fresh.styleClasses.insert("w")
    try sheet.stylesheet.apply(to: fresh)
    #expect(fresh.alpha == 0.45)
  }

  @Test func theKeywordTakesPartInTheCascadeLikeAnyValue() throws {
    // An unlayered declaration beats a layered one, and a more specific one a less.
    let layered = load("@layer base { .v { opacity: initial; } } .v { opacity: 0.3; }")
    let first = view(["v"])
    try layered.stylesheet.apply(to: first)
    #expect(first.alpha == 0.3)
    let specific = load("View.v { opacity: initial; } .v { opacity: 0.3; }")
    let second = view(["v"], alpha: 0.9)
    try specific.stylesheet.apply(to: second)
    #expect(second.alpha == 0.9)
  }

  @Test func aLaterSheetsKeywordOverridesAnEarlierSheetsValue() throws {
    let earlier = load(".v { opacity: 0.3; }")
    let later = StyleVocabulary.standard.load(".v { opacity: initial; }", named: "later.css")
    let target = view(["v"], alpha: 0.7)
    try earlier.stylesheet.apply(to: target)
    try later.stylesheet.apply(to: target)
    #expect(target.alpha == 0.7)
    try later.stylesheet.remove(from: target)
    #expect(target.alpha == 0.3)
  }

  @Test func aButtonsPerStateColorGoesBackToNone() throws {
    let sheet = load(
      "Button.b { title-color: #ff0000; } Button.b.plain { title-color: initial; }")
    #expect(sheet.diagnostics.isEmpty)
    let button = Button()
    button.styleClasses = ["b", "plain"]
    try sheet.stylesheet.apply(to: button)
    #expect(button.titleColors[.normal] == nil)
    button.styleClasses = ["b"]
    try sheet.stylesheet.apply(to: button)
    #expect(button.titleColors[.normal] == Color(red: 1, green: 0, blue: 0))
    button.styleClasses = ["b", "plain"]
    try sheet.stylesheet.apply(to: button)
    #expect(button.titleColors[.normal] == nil)
  }

  @Test(arguments: ["revert", "revert-layer"])
  func keywordsThatNeedOriginsAreErrorsAndLeftOut(keyword: String) throws {
    let sheet = load(".v { opacity: 0.3; }\n.v { opacity: \(keyword); }")
    let diagnostic = try #require(sheet.diagnostics.first)
    #expect(diagnostic.code == .invalidValue)
    #expect(diagnostic.range.description == "2:15-2:\(15 + keyword.count)")
    #expect(diagnostic.suggestion == "initial")
    let target = view(["v"])
    try sheet.stylesheet.apply(to: target)
    #expect(target.alpha == 0.3)
  }

  @Test func aSheetWithKeywordsPrintsBackAndReloadsToTheSameRules() throws {
    let sheet = load(".v { opacity: UNSET; background-color: initial; }")
    KeywordSheets.expectPrintsBack(
      sheet, keywords: ["unset", "initial"], printing: "opacity: unset;")
  }

  @Test func aStyleWithAnOriginalPrintsItsKeyword() throws {
    let style = Style<View> { Setter(\.alpha, StyleValue<Double>.original(keyword: "unset")) }
    #expect(try StyleVocabulary.standard.cssText(of: style) == "opacity: unset;")
  }

  @Test func aStyleAppliedByItselfLeavesTheProperty() throws {
    let style = Style<View> { Setter(\.alpha, StyleValue<Double>.original(keyword: "initial")) }
    let target = view([], alpha: 0.4)
    style.apply(to: target)
    #expect(target.alpha == 0.4)
  }
}
