import Cascade
import CascadeCSS
import CascadeViews
import Testing

@Suite struct RestyleTests {
  private let vocabulary = StyleVocabulary.boxes

  /// Applies each version of a sheet, loaded under one name, in turn to `box`, and returns
  /// the writes each made.
  private func writes(of versions: [String], to box: Box) throws -> [Int] {
    try versions.map { text in
      let sheet = vocabulary.load(text, named: "live.css")
      #expect(sheet.diagnostics.isEmpty)
      let before = box.writes
      try sheet.stylesheet.apply(to: box)
      return box.writes - before
    }
  }

  @Test func reloadedSheetWritesEachWinnerOnceAsItsSwiftFormDoes() throws {
    let textCounts: [Int] = try writes(of: Self.textForms, to: Box())
    let swiftCounts: [Int] = try Self.writes(of: Self.swiftForms, to: Box())
    // The engine writes each winning property once per restyle, changed or not; a text
    // sheet adds no writes of its own.
    let expected: [Int] = [2, 3, 3, 3]
    #expect(textCounts == swiftCounts)
    #expect(textCounts == expected)
  }

  @Test func reloadedSheetLeavesTheLastVersionsValues() throws {
    let box = Box()
    _ = try writes(of: Self.textForms, to: box)
    #expect(box.width == 4)
    #expect(box.elevation == .raised)
  }

  /// Four versions of a sheet, reloaded in turn: one property added, the order changed, a
  /// value changed.
  private static let textForms: [String] = [
    "Box { width: 3; hidden: true; }",
    "Box { width: 3; hidden: true; elevation: raised; }",
    "Box {\n  hidden: true;\n  elevation: raised;\n  width: 3;\n}",
    "Box { width: 4; hidden: true; elevation: raised; }",
  ]

  /// Applies each sheet in turn to `box`, and returns the writes each made.
  private static func writes(of sheets: [Stylesheet], to box: Box) throws -> [Int] {
    try sheets.map { sheet in
      let before = box.writes
      try sheet.apply(to: box)
      return box.writes - before
    }
  }

  /// The Swift forms of ``textForms``.
  private static var swiftForms: [Stylesheet] {
    [
      Stylesheet("live.css") {
        Rule(Box.self) {
          Setter(\.width, 3)
          Setter(\.hidden, true)
        }
      },
      Stylesheet("live.css") {
        Rule(Box.self) {
          Setter(\.width, 3)
          Setter(\.hidden, true)
          Setter(\.elevation, .raised)
        }
      },
      Stylesheet("live.css") {
        Rule(Box.self) {
          Setter(\.hidden, true)
          Setter(\.elevation, .raised)
          Setter(\.width, 3)
        }
      },
      Stylesheet("live.css") {
        Rule(Box.self) {
          Setter(\.width, 4)
          Setter(\.hidden, true)
          Setter(\.elevation, .raised)
        }
      },
    ]
  }

  @Test func propertyNoLongerSetIsRestoredToItsOriginalValue() throws {
    let box = Box()
    box.width = 7
    box.tag = "mine"
    box.writes = 0
    let counts = try writes(
      of: [
        "Box { width: 3; tag: \"sheet\"; hidden: true; }",
        "Box { hidden: true; }",
      ], to: box)
    // The second restyle writes `hidden` and restores `width` and `tag`, once each.
    #expect(counts == [3, 3])
    #expect(box.width == 7)
    #expect(box.tag == "mine")
    #expect(box.hidden == true)
  }

  @Test func emptiedSheetRestoresEveryObjectInTheTree() throws {
    let root = Box()
    let caption = root.add(Caption(["title"]))
    let full = vocabulary.load(
      "Caption.title { lines: 4; text: \"a\"; width: 2; }", named: "live.css")
    try full.stylesheet.apply(to: root)
    #expect(caption.lines == 4)
    try vocabulary.load("/* nothing */", named: "live.css").stylesheet.apply(to: root)
    #expect(caption.lines == 1)
    #expect(caption.text == "")
    #expect(caption.width == 0)
  }

  @Test func restyleUnderAnotherNameLayersBothSheets() throws {
    let box = Box()
    try vocabulary.load("Box { width: 3; }", named: "a.css").stylesheet.apply(to: box)
    try vocabulary.load("Box { hidden: true; }", named: "b.css").stylesheet.apply(to: box)
    #expect(box.width == 3)
    #expect(box.hidden == true)
  }

  @Test func aNewVersionOfATextSheetLeavesAnotherSheetsPropertyAlone() throws {
    // A sheet applied after the text sheet's first version set a property of its own: the
    // new version once put that property back to its original and wrote it again.
    let root = View()
    let label = Label()
    root.addSubview(label)
    let first = StyleVocabulary.standard.load("Label { opacity: 0.5; }", named: "app.css")
    try first.stylesheet.apply(to: root, in: .light)
    try Stylesheet("Feature") { Rule(Label.self) { Setter(\.cornerRadius, 4) } }
      .apply(to: root, in: .light)
    let second = StyleVocabulary.standard.load("Label { opacity: 0.5; }", named: "app.css")
    label.resetChangeCount()
    try second.stylesheet.apply(to: root, in: .light)
    #expect(label.changedProperties.isEmpty)
    #expect(label.changeCount == 0)
    #expect(label.cornerRadius == 4)
    #expect(label.alpha == 0.5)
  }

  @Test func aNewVersionBesideAnotherSheetWritesAsMuchWhicheverWasAppliedFirst() throws {
    // Random sheets, each applied, then a new version of it, beside a Swift sheet applied
    // before or after it: each object's winners are the same either way, so the new version
    // writes each as often. A custom setter (`tag-upper`) may read the object, and the
    // winners after it are written twice on purpose: such sheets are left out.
    let vocabulary = SheetGenerator.vocabulary
    let feature = Stylesheet("Feature") {
      Rule(Box.self) { Setter(\Box.hidden, true) }
      Rule(Caption.self) { Setter(\Caption.lines, 7) }
    }
    var compared = 0
    for seed in UInt64(0xC5_4100)..<0xC5_4100 + 200 {
      var generator = SheetGenerator(seed: seed)
      let text = generator.sheet()
      guard !text.contains("tag-upper") else { continue }
      let writes = { (featureFirst: Bool) throws -> [Int] in
        let root = Box(["a"])
        let caption = root.add(Caption(["b", "card"]))
        let tree = [root, caption, caption.add(Headline(["x-y"])), root.add(Field())]
        let context = StyleContext.with(mood: .busy, quiet: true)
        if featureFirst { try? feature.apply(to: root, in: context) }
        try? vocabulary.load(text, named: "app.css").stylesheet.apply(to: root, in: context)
        if !featureFirst { try? feature.apply(to: root, in: context) }
        let before = tree.map(\.writes)
        try? vocabulary.load(text, named: "app.css").stylesheet.apply(to: root, in: context)
        return zip(tree, before).map { $0.writes - $1 }
      }
      let (after, before) = (try writes(false), try writes(true))
      #expect(after == before, "seed \(seed): \(after) against \(before)\n\(text)")
      compared += 1
    }
    #expect(compared > 40)
  }

  @Test func explanationNamesTheTextRulesFileLineAndColumn() throws {
    let (_, box, stylesheet) = try liveCard()
    let properties: [StyleExplanation.Property] = stylesheet.explanation(for: box).properties
    let width = try #require(properties.first { $0.name == "width" })
    #expect(width.value == "3.0")
    #expect(width.source == "Box.card (live.css:3:3)")
    let hidden = try #require(properties.first { $0.name == "hidden" })
    #expect(hidden.source == "Box (live.css:1:1)")
  }

  @Test func textRulesAndDeclarationsHaveTheirFileLineAndColumn() throws {
    let (sheet, _, _) = try liveCard()
    let location = sheet.rules[1].location
    #expect(location == SourceLocation(fileID: "live.css", line: 3, column: 3))
    #expect(location.column == 3)
    let declaration = try #require(sheet.rules[1].declarations.first)
    #expect(declaration.location == SourceLocation(fileID: "live.css", line: 4, column: 5))
  }

  @Test func explanationNamesTheDeclarationsFileLineAndColumn() throws {
    let (_, box, stylesheet) = try liveCard()
    let explanation: StyleExplanation = stylesheet.explanation(for: box)
    let width = try #require(explanation.properties.first { $0.name == "width" })
    // The explanation names the declaration itself, too.
    #expect(width.location == SourceLocation(fileID: "live.css", line: 4, column: 5))
    #expect(
      explanation.description.contains("from Box.card (live.css:3:3), declared at live.css:4:5"))
  }

  /// A card box styled by a sheet, loaded as `live.css`, whose rules start on lines 1 and 3.
  private func liveCard() throws -> (sheet: CSSStylesheet, box: Box, stylesheet: Stylesheet) {
    let text = "Box { hidden: true; }\n\n  Box.card {\n    width: 3;\n  }\n"
    let sheet = vocabulary.load(text, named: "live.css")
    let box = Box(["card"])
    try sheet.stylesheet.apply(to: box)
    return (sheet, box, sheet.stylesheet)
  }

  @Test func explanationListsTheOverriddenTextRule() throws {
    let text = "Box { width: 1; }\nBox.card { width: 3; }"
    let sheet = vocabulary.load(text, named: "live.css")
    let box = Box(["card"])
    try sheet.stylesheet.apply(to: box)
    let width = try #require(sheet.stylesheet.explanation(for: box).properties.first)
    #expect(width.source == "Box.card (live.css:2:1)")
    #expect(width.overridden == ["Box (live.css:1:1)"])
  }
}
