import CascadeCSS
import CascadeViews
import Testing

/// CSS's own property names keep CSS's value ranges, whatever Swift type the vocabulary
/// reads them as: what Chromium computes for the same declarations.
@Suite struct PropertyRangeTests {
  /// A view of class `v` styled by `text` through the standard vocabulary, with the sheet.
  private func styled(_ text: String) throws -> (view: StackView, sheet: CSSStylesheet) {
    let sheet = StyleVocabulary.standard.load(text, named: "ranges.css")
    let view = StackView(arrangedSubviews: [])
    view.styleClasses = ["v"]
    try sheet.stylesheet.apply(to: view)
    return (view, sheet)
  }

  @Test(arguments: [
    ("50%", 0.5), ("0.78%", 0.0078), ("100%", 1), ("0%", 0), ("150%", 1), ("-20%", 0),
    ("1.5", 1), ("-0.5", 0), ("-0", 0), ("0.25", 0.25), ("1e3", 1),
  ])
  func opacityIsANumberOrAPercentageClampedTo0Through1(text: String, alpha: Double) throws {
    let result = try styled(".v { opacity: \(text); }")
    #expect(result.sheet.diagnostics.isEmpty)
    #expect(abs(result.view.alpha - alpha) < 1e-12)
    // The sheet holds the value as CSS computes it, and prints it so: `50%` as `0.5`.
    #expect(result.sheet.rules.first?.declarations.first?.value == .literal(result.view.alpha))
  }

  @Test func opacityWithAUnitIsLeftOutWithTheNumberAsASuggestion() throws {
    let result = try styled(".v { opacity: 0.3; }\n.v { opacity: 0.5px; }")
    #expect(result.view.alpha == 0.3)
    let diagnostic = try #require(result.sheet.diagnostics.first)
    #expect(result.sheet.codes == [.invalidValue])
    #expect(diagnostic.range.description == "2:15-2:20")
    #expect(diagnostic.found == "`0.5px`")
    #expect(diagnostic.suggestion == "0.5")
    #expect(diagnostic.description.hasSuffix("did you mean `0.5`?"))
  }

  @Test(arguments: [
    (".v { border-radius: -3px; }", "1:21-1:25"),
    (".v { padding: 1px -2px; }", "1:19-1:23"),
    (".v { padding: 1px 2px 3px -4; }", "1:27-1:29"),
    ("StackView.v { gap: -8px; }", "1:20-1:24"),
    (".v { border: -1px solid red; }", "1:14-1:18"),
    (".v { box-shadow: 0 2px -4px black; }", "1:24-1:28"),
  ])
  func aNegativeLengthWhereCSSTakesNoneIsLeftOut(text: String, range: String) throws {
    let result = try styled(text)
    let diagnostic = try #require(result.sheet.diagnostics.first)
    #expect(result.sheet.codes == [.invalidValue])
    #expect(diagnostic.range.description == range)
    let untouched = StackView(arrangedSubviews: [])
    #expect(result.view.cornerRadius == untouched.cornerRadius)
    #expect(result.view.layoutMargins == untouched.layoutMargins)
    #expect(result.view.spacing == untouched.spacing)
    #expect(result.view.border == untouched.border)
    #expect(result.view.shadow == untouched.shadow)
  }

  @Test func aShadowsOffsetsAndAColorsNumbersMayBeNegative() throws {
    let result = try styled(
      ".v { box-shadow: -1px -2px 3px rgba(0, 0, 0, 0.5); border: 1px solid rgb(0 0 0); }")
    #expect(result.sheet.diagnostics.isEmpty)
    #expect(result.view.shadow.offset.width == -1)
    #expect(result.view.shadow.radius == 3)
  }

  @Test func zeroAndPositiveLengthsLoad() throws {
    let result = try styled(
      ".v { border-radius: 0; padding: 0 4px -0 2px; }\nStackView.v { gap: 12px; }")
    #expect(result.sheet.diagnostics.isEmpty)
    #expect(result.view.layoutMargins.trailing == 4)
    #expect(result.view.spacing == 12)
  }

  @Test func percentagesOfTheBoxStayRejected() throws {
    // CSS resolves them against the box's size, which a sheet does not know when it loads.
    let result = try styled(".v { border-radius: 50%; padding: 10%; }")
    #expect(result.sheet.codes == [.invalidValue, .invalidValue])
  }

  @Test func aCustomPropertyKeepsTheRangeOfThePropertyThatTypedIt() throws {
    let result = try styled(
      """
      :root { --fade: 40%; --round: -3px; }
      .v { opacity: var(--fade); border-radius: 2px; border-radius: var(--round); }
      """)
    #expect(result.view.alpha == 0.4)
    #expect(result.view.cornerRadius == 2)
    let diagnostic = try #require(result.sheet.diagnostics.first { $0.code == .invalidValue })
    #expect(
      diagnostic.message
        == "invalid value for `--round`: `border-radius` takes no negative length")
  }

  @Test func anAliasesTargetKeepsTheRangeOfThePropertyThatTypedTheAlias() throws {
    // `--round` is read only through `--corner`, which `border-radius` typed.
    let result = try styled(
      """
      :root { --round: -3px; --corner: var(--round); --fade: 150%; --alpha: var(--fade); }
      .v { border-radius: 2px; border-radius: var(--corner); opacity: var(--alpha); }
      """)
    #expect(result.view.cornerRadius == 2)
    #expect(result.view.alpha == 1)
    let diagnostic = try #require(result.sheet.diagnostics.first { $0.code == .invalidValue })
    #expect(
      diagnostic.message
        == "invalid value for `--round`: `border-radius` takes no negative length")
  }

  @Test func aFallbackKeepsTheRangeOfItsProperty() throws {
    let result = try styled(".v { opacity: var(--missing, 25%); }")
    #expect(result.view.alpha == 0.25)
  }

  @Test func theRangesBelongToTheNameNotToTheType() throws {
    // `number-of-lines` is not CSS's: its values are its type's, negative ones too.
    let sheet = StyleVocabulary.standard.load("Label { number-of-lines: -1; }", named: "a.css")
    #expect(sheet.diagnostics.isEmpty)
  }
}
