import Cascade
import CascadeCSS
import Testing

@Suite struct SelectorTests {
  private let vocabulary = StyleVocabulary.boxes

  @Test func typeSelectorMatchesSubclassesButNotSiblings() throws {
    let sheet = vocabulary.sheet("Caption { lines: 3; }")
    #expect(sheet.diagnostics.isEmpty)
    let root = Box()
    let caption = root.add(Caption())
    let headline = root.add(Headline())
    let field = root.add(Field())
    try sheet.stylesheet.apply(to: root)
    #expect(caption.lines == 3)
    #expect(headline.lines == 3)
    #expect(field.lines == 1)
  }

  @Test func compoundClassesRequireEveryClass() throws {
    let sheet = vocabulary.sheet(".a.b { width: 5; }")
    let root = Box()
    let both = root.add(Box(["a", "b", "c"]))
    let onlyA = root.add(Box(["a"]))
    let onlyB = root.add(Box(["b"]))
    try sheet.stylesheet.apply(to: root)
    #expect(both.width == 5)
    #expect(onlyA.width == 0)
    #expect(onlyB.width == 0)
  }

  @Test(arguments: [
    ("highlighted", StyleState.highlighted), ("selected", .selected), ("disabled", .disabled),
    ("focused", .focused),
  ])
  func stateMatchesOnlyObjectsInThatState(name: String, state: StyleState) throws {
    let sheet = vocabulary.sheet("Box:\(name) { width: 1; }")
    #expect(sheet.diagnostics.isEmpty)
    let root = Box()
    let inState = root.add(Box())
    inState.styleState = [state, .selected]
    let other = root.add(Box())
    other.styleState = StyleState(rawValue: 0b1111).subtracting(state)
    try sheet.stylesheet.apply(to: root)
    #expect(inState.width == 1)
    #expect(other.width == 0)
  }

  @Test func twoStatesRequireBoth() throws {
    let sheet = vocabulary.sheet("Box:highlighted:focused { width: 1; }")
    let root = Box()
    let both = root.add(Box())
    both.styleState = [.highlighted, .focused]
    let one = root.add(Box())
    one.styleState = [.highlighted]
    try sheet.stylesheet.apply(to: root)
    #expect(both.width == 1)
    #expect(one.width == 0)
  }

  @Test func descendantCombinatorMatchesAtAnyDepth() throws {
    let sheet = vocabulary.sheet("Box.card Caption { lines: 2; }")
    let card = Box(["card"])
    let child = card.add(Caption())
    let grandchild = card.add(Box()).add(Caption())
    let outside = Caption()
    try sheet.stylesheet.apply(to: card)
    try sheet.stylesheet.apply(to: outside)
    #expect(child.lines == 2)
    #expect(grandchild.lines == 2)
    #expect(outside.lines == 1)
  }

  @Test func childCombinatorMatchesChildrenButNotGrandchildren() throws {
    let sheet = vocabulary.sheet("Box.card > Caption { lines: 2; }")
    let card = Box(["card"])
    let child = card.add(Caption())
    let grandchild = card.add(Box()).add(Caption())
    try sheet.stylesheet.apply(to: card)
    #expect(child.lines == 2)
    #expect(grandchild.lines == 1)
  }

  @Test func chainedChildCombinatorsWithoutSpacesMatchExactlyThatChain() throws {
    let sheet = vocabulary.sheet("Box.card>Box>Caption { lines: 2; }")
    #expect(sheet.diagnostics.isEmpty)
    let card = Box(["card"])
    let grandchild = card.add(Box()).add(Caption())
    let tooDeep = card.add(Box()).add(Box()).add(Caption())
    try sheet.stylesheet.apply(to: card)
    #expect(grandchild.lines == 2)
    #expect(tooDeep.lines == 1)
  }

  @Test func typeDescendantSelectorNeedsAnAncestorOfThatType() throws {
    let sheet = vocabulary.sheet("Box Caption { lines: 2; }\nBox > Field { lines: 3; }")
    let root = Caption()
    let nested = root.add(Caption())
    let field = root.add(Box()).add(Field())
    try sheet.stylesheet.apply(to: root)
    #expect(root.lines == 1)
    #expect(nested.lines == 2)
    #expect(field.lines == 3)
  }

  /// A selector list, then a rule that outranks its plain `Caption`.
  private var selectorListSheet: CSSStylesheet {
    vocabulary.sheet(
      """
      Box.card Caption, Caption { lines: 4; }
      Caption:selected { lines: 2; }
      """)
  }

  @Test func selectorListIsReadAsOneRule() {
    let sheet: CSSStylesheet = selectorListSheet
    let selectors: [[String]] = sheet.rules.map(\.selectors)
    #expect(sheet.diagnostics.isEmpty)
    #expect(selectors.count == 2)
    #expect(selectors.first == ["Box.card Caption", "Caption"])
  }

  @Test func selectorListMakesOneRulePerSelector() throws {
    // Each selector keeps its own specificity: `Box.card Caption` outranks the later
    // `Caption:selected` rule, the list's plain `Caption` does not.
    let sheet: CSSStylesheet = selectorListSheet
    let card = Box(["card"])
    let inside = card.add(Caption())
    let outside = Caption()
    let plain = Caption()
    for caption in [inside, outside] { caption.styleState = .selected }
    for root in [card, outside, plain] { try sheet.stylesheet.apply(to: root) }
    let lines: [Int] = [inside.lines, outside.lines, plain.lines]
    #expect(lines == [4, 2, 4])
  }

  @Test func selectorListAppliesEachDeclarationToEverySelectorsType() throws {
    // `lines` is registered separately for `Caption` and for `Field`.
    let sheet = vocabulary.sheet("Caption, Field { lines: 3; }")
    #expect(sheet.diagnostics.isEmpty)
    let root = Box()
    let caption = root.add(Caption())
    let field = root.add(Field())
    try sheet.stylesheet.apply(to: root)
    #expect(caption.lines == 3)
    #expect(field.lines == 3)
  }

  @Test func selectorListReportsAPropertyThatOneOfItsTypesLacks() throws {
    let sheet = vocabulary.sheet("Caption, Field { text: \"a\"; width: 2; }")
    #expect(sheet.codes == [.propertyNotApplicable])
    #expect(sheet.diagnostics.first?.message == "`text` does not apply to `Field`")
    let root = Box()
    let caption = root.add(Caption())
    let field = root.add(Field())
    try sheet.stylesheet.apply(to: root)
    #expect(caption.width == 2)
    #expect(field.width == 2)
  }

  @Test func classRuleWrittenEarlierBeatsTypeRuleWrittenLater() throws {
    let sheet = vocabulary.sheet(
      """
      Caption.title { lines: 5; }
      Caption { lines: 2; }
      """)
    let caption = Caption(["title"])
    try sheet.stylesheet.apply(to: caption)
    #expect(caption.lines == 5)
  }

  @Test func stateRuleWrittenEarlierBeatsTypeRuleWrittenLater() throws {
    let sheet = vocabulary.sheet("Box:selected { width: 5; }\nBox { width: 2; }")
    let box = Box()
    box.styleState = .selected
    try sheet.stylesheet.apply(to: box)
    #expect(box.width == 5)
  }

  @Test(arguments: [
    (".d.d { width: 28; }\n.b { width: 29; }", 28.0),
    (".d.b { width: 28; }\n.d.d.d { width: 29; }", 29),
    ("Box:selected:selected { width: 28; }\nBox.b { width: 29; }", 28),
  ])
  func aRepeatedClassOrStateCountsEachTimeItIsWritten(text: String, width: Double) throws {
    let sheet = vocabulary.sheet(text)
    #expect(sheet.diagnostics.isEmpty)
    let box = Box(["b", "d"])
    box.styleState = .selected
    try sheet.stylesheet.apply(to: box)
    #expect(box.width == width)
    let printed = vocabulary.sheet(sheet.cssText)
    #expect(printed == sheet)
    let again = Box(["b", "d"])
    again.styleState = .selected
    try printed.stylesheet.apply(to: again)
    #expect(again.width == width)
  }

  @Test func laterRuleWinsAtEqualSpecificity() throws {
    let sheet = vocabulary.sheet(
      """
      Caption.a { lines: 5; }
      Caption.b { lines: 6; }
      """)
    let caption = Caption(["a", "b"])
    try sheet.stylesheet.apply(to: caption)
    #expect(caption.lines == 6)
  }

  @Test func subclassTypeRuleBeatsSuperclassRuleWrittenLater() throws {
    let sheet = vocabulary.sheet("Caption { width: 1; }\nBox { width: 2; }")
    let caption = Caption()
    try sheet.stylesheet.apply(to: caption)
    #expect(caption.width == 1)
  }

  @Test func universalAndTypelessRulesStyleTheBaseType() throws {
    let (root, card) = try styledByUniversalAndTypelessRules()
    let widths: [Double] = [root.width, card.width]
    #expect(widths == [1, 1])
  }

  @Test func aTypelessRuleStylesOnlyWhatHasItsClass() throws {
    let (root, card) = try styledByUniversalAndTypelessRules()
    let hidden: [Bool] = [root.hidden, card.hidden]
    #expect(hidden == [false, true])
    #expect(card.elevation == .raised)
  }

  /// A box and its child of class `card`, styled by a universal rule and a rule for the
  /// class alone.
  private func styledByUniversalAndTypelessRules() throws -> (root: Box, card: Field) {
    let sheet = vocabulary.sheet(
      """
      * { width: 1; }
      .card { hidden: true; elevation: raised; }
      """)
    #expect(sheet.diagnostics.isEmpty)
    let root = Box()
    let card = root.add(Field(["card"]))
    try sheet.stylesheet.apply(to: root)
    return (root, card)
  }

  @Test func typeRuleBeatsUniversalRuleWrittenLater() throws {
    let sheet = vocabulary.sheet("Box { width: 2; }\n* { width: 1; }")
    let box = Box()
    try sheet.stylesheet.apply(to: box)
    #expect(box.width == 2)
  }

  @Test func typelessRuleTakesOnlyTheBaseTypesProperties() {
    let sheet = vocabulary.sheet(".card { lines: 2; }")
    #expect(sheet.codes == [.propertyNotApplicable])
  }

  @Test(arguments: [
    ("Caption", "Caption"),
    ("Caption.b.a:focused:highlighted", "Caption.a.b:highlighted:focused"),
    ("  Box   >   Caption  ", "Box > Caption"),
    ("Box>Caption", "Box > Caption"),
    ("Box>Box>Caption", "Box > Box > Caption"),
    ("Box > Box>Caption", "Box > Box > Caption"),
    ("Box  Box.card   Caption", "Box Box.card Caption"),
    ("*", "*"),
    ("*.card", ".card"),
    (".card:selected", ".card:selected"),
    ("Box:DISABLED", "Box:disabled"),
  ])
  func selectorTextIsCanonical(written: String, canonical: String) {
    let sheet = vocabulary.sheet("\(written) { width: 1; }")
    #expect(sheet.diagnostics.isEmpty)
    #expect(sheet.rules.first?.selectors == [canonical])
  }
}
