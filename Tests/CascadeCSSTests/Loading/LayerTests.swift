import Cascade
import CascadeCSS
import Testing

@Suite struct LayerTests {
  private let vocabulary = StyleVocabulary.boxes

  @Test func laterDeclaredLayerWinsWhateverTheSpecificity() throws {
    let sheet = vocabulary.sheet(
      """
      @layer a, b;
      @layer b { Box { width: 2; } }
      @layer a { Box Caption.x.y:highlighted { width: 1; } }
      """)
    #expect(sheet.diagnostics.isEmpty)
    #expect(sheet.layers == ["a", "b"])
    let root = Box()
    let caption = root.add(Caption(["x", "y"]))
    caption.styleState = .highlighted
    try sheet.stylesheet.apply(to: root)
    #expect(caption.width == 2)
  }

  @Test func layersRankInTheOrderTheyAreFirstNamed() throws {
    let sheet = vocabulary.sheet(
      """
      @layer b { Box.x { width: 2; } }
      @layer a { Box { width: 1; } }
      """)
    #expect(sheet.layers == ["b", "a"])
    let box = Box(["x"])
    try sheet.stylesheet.apply(to: box)
    #expect(box.width == 1)
  }

  @Test func unlayeredRulesBeatLayeredOnes() throws {
    let sheet = vocabulary.sheet(
      """
      Box { width: 3; }
      @layer top { Box.x:selected { width: 1; } }
      """)
    let box = Box(["x"])
    box.styleState = .selected
    try sheet.stylesheet.apply(to: box)
    #expect(box.width == 3)
  }

  @Test func nestedLayersAreNamedWithDots() {
    let sheet = vocabulary.sheet(
      """
      @layer base { @layer buttons { Box { width: 1; } } }
      @layer base.fields { Field { lines: 2; } }
      @layer x.y, z;
      """)
    #expect(sheet.diagnostics.isEmpty)
    #expect(sheet.rules.map(\.layer) == ["base.buttons", "base.fields"])
    #expect(sheet.layers == ["base", "base.buttons", "base.fields", "x", "x.y", "z"])
  }

  @Test func dottedNameAndNestedBlockNameTheSameLayer() throws {
    let sheet = vocabulary.sheet(
      """
      @layer base.buttons, top;
      @layer top { Box { width: 2; } }
      @layer base { @layer buttons { Box.x { width: 1; } } }
      """)
    #expect(sheet.layers == ["base", "base.buttons", "top"])
    let box = Box(["x"])
    try sheet.stylesheet.apply(to: box)
    #expect(box.width == 2)
  }

  @Test func aLayersOwnRulesBeatTheLayersNestedInIt() throws {
    // As in CSS: `base`'s own rules come after `base.buttons`, whatever the specificity.
    let sheet = vocabulary.sheet(
      """
      @layer base { Box { width: 1; } @layer buttons { Box.x.y { width: 2; } } }
      """)
    #expect(sheet.diagnostics.isEmpty)
    let box = Box(["x", "y"])
    try sheet.stylesheet.apply(to: box)
    #expect(box.width == 1)
  }

  @Test(arguments: ["@layer a.;", "@layer a, ;", "@layer b { @layer a. { Box { width: 1; } } }"])
  func aLayerNameCannotEndWithADotOrAComma(text: String) {
    // Found by the fuzzer: `a.` was taken as a name, and printed as one that did not load.
    let sheet = vocabulary.sheet(text)
    #expect(sheet.codes == [.syntax])
    #expect(!sheet.layers.contains { $0.hasSuffix(".") })
  }

  @Test(arguments: [
    "@layer base .y { Box { width: 1; } }", "@layer base. y { Box { width: 1; } }",
    "@layer base . y { Box { width: 1; } }",
  ])
  func aLayerNameWithWhiteSpaceAroundItsDotIsDropped(text: String) throws {
    // `<layer-name> = <ident> ['.' <ident>]*`: Chromium drops the rule, and WPT's
    // css-cascade/parsing/layer.html has `@layer A . B {}` invalid. It once loaded as `base.y`.
    let sheet = vocabulary.sheet(text)
    #expect(sheet.codes == [.syntax])
    #expect(sheet.layers.isEmpty)
    let box = Box()
    try sheet.stylesheet.apply(to: box)
    #expect(box.width == 0)
  }

  @Test func aLayerStatementWithWhiteSpaceBeforeADotDeclaresNoLayer() throws {
    // Chromium drops the whole statement, so `c` and `a` rank as their blocks first name
    // them: `a` last. Read as `a.b, c`, the statement once put `c` last.
    let sheet = vocabulary.sheet(
      """
      @layer a .b, c;
      @layer c { Box { width: 3; } }
      @layer a { Box { width: 6; } }
      """)
    #expect(sheet.codes == [.syntax])
    #expect(sheet.layers == ["c", "a"])
    let box = Box()
    try sheet.stylesheet.apply(to: box)
    #expect(box.width == 6)
  }

  @Test func anonymousLayersAreDistinct() {
    let sheet = vocabulary.sheet("@layer { Box { width: 1; } }\n@layer { Box { width: 2; } }")
    #expect(sheet.diagnostics.isEmpty)
    #expect(sheet.layers.count == 2)
    #expect(Set(sheet.rules.compactMap(\.layer)).count == 2)
  }

  @Test(arguments: [false, true])
  func textSheetLayersWithASwiftSheet(textLast: Bool) throws {
    let text = vocabulary.sheet(
      """
      @layer low, high;
      @layer high { Box { width: 2; } }
      @layer low { Box { hidden: true; } }
      """)
    let swift = Stylesheet("swift") {
      Rule(Box.self, classes: ["x"], state: .selected) {
        Setter(\.width, 9)
        Setter(\.hidden, false)
      }
    }
    let sheets = textLast ? [swift, text.stylesheet] : [text.stylesheet, swift]
    let box = Box(["x"])
    box.styleState = .selected
    try Stylesheet.layered(sheets).apply(to: box)
    #expect(box.width == (textLast ? 2 : 9))
    #expect(box.hidden == textLast)
  }

  @Test(arguments: [
    "@media (mood: busy) { @layer a { } }",
    "@media (mood: busy) { @layer a, b; }",
  ])
  func aLayerFirstDeclaredInAQueryTakesItsPlaceOnlyWhereTheQueryHolds(
    declaration: String
  )
    throws
  {
    // As in CSS: in a calm mood the `@media` block declares nothing, and `a` takes its place
    // where it is next declared, after `b`.
    let sheet = vocabulary.sheet(
      declaration + """

        @layer b { .x { width: 2; } }
        @layer a { .x { width: 8; } }
        """)
    #expect(sheet.diagnostics.isEmpty)
    let calm = Box(["x"])
    try sheet.stylesheet.apply(to: calm, in: .with(mood: .calm))
    #expect(calm.width == 8)
    let busy = Box(["x"])
    try sheet.stylesheet.apply(to: busy, in: .with(mood: .busy))
    #expect(busy.width == 2)
  }

  @Test func aLayerOrderThatDependsOnTraitsPrintsAndLoadsBackTheSame() throws {
    let text = """
      @media (mood: busy) { @layer a.inner; @layer c { :root { --gutter: 3; } } }
      @layer b { .x { width: 2; } :root { --gutter: 5; } }
      @layer a { @layer inner { @media (quiet) { .x { width: 8; } } } }
      @layer c { Box { elevation: raised; } }
      .x { hidden: true; }
      """
    let sheet = vocabulary.sheet(text)
    #expect(sheet.diagnostics.isEmpty)
    let printed = vocabulary.sheet(sheet.cssText)
    #expect(printed.diagnostics.isEmpty)
    #expect(printed == sheet)
    for mood in [Mood.calm, .busy] {
      for quiet in [false, true] {
        let (original, reloaded) = (Box(["x"]), Box(["x"]))
        try sheet.stylesheet.apply(to: original, in: .with(mood: mood, quiet: quiet))
        try printed.stylesheet.apply(to: reloaded, in: .with(mood: mood, quiet: quiet))
        #expect(original.width == reloaded.width)
        #expect(original.elevation == reloaded.elevation)
      }
    }
    let busy = Box(["x"])
    try printed.stylesheet.apply(to: busy, in: .with(mood: .busy, quiet: true))
    #expect(busy.width == 2)
  }

  @Test func rootValuesFollowTheLayerOrder() throws {
    // As in CSS: a value outside any layer beats every layered one, and a later layer beats
    // an earlier one, whatever the order of the text.
    let sheet = vocabulary.sheet(
      """
      @layer low, high;
      :root { --gutter: 3; }
      @layer high { :root { --gutter: 7; --column-width: 2; } }
      @layer low { :root { --column-width: 9; } }
      Box { width: var(--gutter); }
      Box.c { width: var(--column-width); }
      """)
    #expect(sheet.diagnostics.isEmpty)
    #expect(sheet.tokenDeclarations.map(\.layer) == [nil, "high", "high", "low"])
    let root = Box()
    let column = root.add(Box(["c"]))
    try sheet.stylesheet.apply(to: root)
    #expect(root.width == 3)
    #expect(column.width == 2)
    #expect(vocabulary.sheet(sheet.cssText) == sheet)
  }

  @Test(arguments: [
    ("@layer a b;", TextDiagnostic.Code.syntax),
    ("@layer a, b { }", .syntax),
    ("@layer ;", .syntax),
    ("@layer a,;", .syntax),
  ])
  func badLayerIsReported(text: String, code: TextDiagnostic.Code) {
    #expect(vocabulary.sheet(text).codes == [code])
  }
}
