import Cascade
import CascadeCSS
import CascadeViews
import Scaling
import Testing

/// `inherit` as CSS reads it: a declaration that wins with it gives the view its parent's
/// value of the property, follows the parent when the parent's value changes, and is the
/// property's original where the parent has no such property.
@Suite struct InheritTests {
  private func load(_ text: String, named name: String = "inherit.css") -> CSSStylesheet {
    StyleVocabulary.standard.load(text, named: name)
  }

  private func view(_ classes: Set<String>, alpha: Double = 1) -> View {
    KeywordSheets.view(classes, alpha: alpha)
  }

  /// A parent with one child, and a grandchild below the child.
  private func family() -> (parent: View, child: View, grandchild: View) {
    let parent = view(["p"], alpha: 0.9)
    let child = view(["c"], alpha: 0.8)
    let grandchild = view(["g"], alpha: 0.7)
    parent.addSubview(child)
    child.addSubview(grandchild)
    return (parent, child, grandchild)
  }

  @Test(arguments: ["inherit", "INHERIT", "Inherit"])
  func aWinningInheritTakesTheParentsValue(keyword: String) throws {
    let sheet = load(".p { opacity: 0.4; border-radius: 6px; } .c { opacity: \(keyword); }")
    #expect(sheet.diagnostics.isEmpty)
    let (parent, child, _) = family()
    try sheet.stylesheet.apply(to: parent)
    #expect(child.alpha == 0.4)
    #expect(child.cornerRadius == 0)
  }

  @Test func theParentsValueIsItsOwnWhenNoRuleSetsIt() throws {
    let sheet = load(".c { opacity: inherit; }")
    let (parent, child, _) = family()
    try sheet.stylesheet.apply(to: parent)
    // The parent's own 0.9, where CSS's parent would have its initial opacity, 1.
    #expect(child.alpha == 0.9)
  }

  @Test func aChildFollowsItsParentWhenOnlyTheParentChanges() throws {
    let sheet = load(".p { opacity: 0.4; } .p.dim { opacity: 0.2; } .c { opacity: inherit; }")
    let (parent, child, _) = family()
    try sheet.stylesheet.apply(to: parent)
    #expect(child.alpha == 0.4)
    // Nothing the child's selectors read changes: only its parent's value does.
    parent.styleClasses.insert("dim")
    try sheet.stylesheet.apply(to: parent)
    #expect(child.alpha == 0.2)
    parent.styleClasses.remove("dim")
    try sheet.stylesheet.apply(to: parent)
    #expect(child.alpha == 0.4)
  }

  @Test func aChainOfInheritsFollowsTheTopmostChange() throws {
    let sheet = load(
      ".p { opacity: 0.4; } .p.dim { opacity: 0.2; } .c, .g { opacity: inherit; }")
    let (parent, child, grandchild) = family()
    try sheet.stylesheet.apply(to: parent)
    #expect(grandchild.alpha == 0.4)
    parent.styleClasses.insert("dim")
    try sheet.stylesheet.apply(to: parent)
    #expect(child.alpha == 0.2)
    #expect(grandchild.alpha == 0.2)
  }

  @Test func aChildWhoseInheritStopsWinningGoesBackToItsOriginal() throws {
    let sheet = load(".p { opacity: 0.4; } .c.i { opacity: inherit; }")
    let (parent, child, _) = family()
    child.styleClasses.insert("i")
    try sheet.stylesheet.apply(to: parent)
    #expect(child.alpha == 0.4)
    child.styleClasses.remove("i")
    try sheet.stylesheet.apply(to: parent)
    #expect(child.alpha == 0.8)
  }

  @Test func anInheritWithoutAParentIsTheOriginal() throws {
    let sheet = load(".c { opacity: 0.3; } .c.i { opacity: inherit; }")
    let alone = view(["c", "i"], alpha: 0.6)
    try sheet.stylesheet.apply(to: alone)
    #expect(alone.alpha == 0.6)
    // Later under a parent that has a value, it takes that value.
    let parent = view([], alpha: 0.25)
    parent.addSubview(alone)
    try sheet.stylesheet.apply(to: parent)
    #expect(alone.alpha == 0.25)
  }

  @Test func aParentWithoutThePropertyGivesTheOriginal() throws {
    // `color` is a label's text color; a plain view has no `color`.
    let sheet = load("Label.a { color: #ff0000; } Label.a.i { color: inherit; }")
    #expect(sheet.diagnostics.isEmpty)
    let parent = View()
    let label = Label()
    label.styleClasses = ["a", "i"]
    label.textColor = Color(red: 0, green: 0, blue: 1)
    parent.addSubview(label)
    try sheet.stylesheet.apply(to: parent)
    #expect(label.textColor == Color(red: 0, green: 0, blue: 1))
    label.styleClasses.remove("i")
    try sheet.stylesheet.apply(to: parent)
    #expect(label.textColor == Color(red: 1, green: 0, blue: 0))
    label.styleClasses.insert("i")
    try sheet.stylesheet.apply(to: parent)
    #expect(label.textColor == Color(red: 0, green: 0, blue: 1))
  }

  @Test func theParentsRegistrationOfTheNameIsTheOneRead() throws {
    // A text field's `color` and a label's are two registrations of one name.
    let sheet = load("TextField { color: #00ff00; } Label { color: inherit; }")
    #expect(sheet.diagnostics.isEmpty)
    let field = TextField()
    let label = Label()
    field.addSubview(label)
    try sheet.stylesheet.apply(to: field)
    #expect(label.textColor == Color(red: 0, green: 1, blue: 0))
  }

  @Test func aButtonsPerStateColorInheritsThroughItsCustomSetter() throws {
    let sheet = load(
      "Button.outer { title-color-highlighted: #ff0000; }"
        + " Button.inner { title-color-highlighted: inherit; }")
    #expect(sheet.diagnostics.isEmpty)
    let outer = Button()
    outer.styleClasses = ["outer"]
    let inner = Button()
    inner.styleClasses = ["inner"]
    outer.addSubview(inner)
    try sheet.stylesheet.apply(to: outer)
    #expect(inner.titleColors[.highlighted] == Color(red: 1, green: 0, blue: 0))
  }

  @Test func aValueFromAnotherSheetIsFollowedToo() throws {
    let values = load(".p { opacity: 0.4; } .p.dim { opacity: 0.2; }", named: "values.css")
    let inheriting = load(".c { opacity: inherit; }", named: "inheriting.css")
    let (parent, child, _) = family()
    try values.stylesheet.apply(to: parent)
    try inheriting.stylesheet.apply(to: parent)
    #expect(child.alpha == 0.4)
    // Only the sheet that sets the parent's value is applied again.
    parent.styleClasses.insert("dim")
    try values.stylesheet.apply(to: parent)
    #expect(child.alpha == 0.2)
    // Taking that sheet off gives the parent its own value back, and the child with it.
    try values.stylesheet.remove(from: parent)
    #expect(parent.alpha == 0.9)
    #expect(child.alpha == 0.9)
  }

  @Test func removingASheetRestylesAChildItNeverStyled() throws {
    let values = load(".p { opacity: 0.4; }", named: "values.css")
    let inheriting = load(".c { opacity: inherit; }", named: "inheriting.css")
    let parent = view(["p"], alpha: 0.9)
    try values.stylesheet.apply(to: parent)
    // Added after the sheet that sets the parent's value last styled the tree.
    let child = view(["c"], alpha: 0.8)
    parent.addSubview(child)
    try inheriting.stylesheet.apply(to: parent)
    #expect(child.alpha == 0.4)
    try values.stylesheet.remove(from: parent)
    #expect(child.alpha == 0.9)
  }

  @Test func inheritTakesPartInTheCascadeLikeAnyValue() throws {
    let sheet = load(".p { opacity: 0.4; } View.c { opacity: 0.5; } .c { opacity: inherit; }")
    let (parent, child, _) = family()
    try sheet.stylesheet.apply(to: parent)
    #expect(child.alpha == 0.5)
  }

  @Test func aSheetWithInheritPrintsBackAndReloadsToTheSameRules() throws {
    let sheet = load(".v { opacity: Inherit; padding: inherit; }")
    KeywordSheets.expectPrintsBack(
      sheet, keywords: ["inherit", "inherit"], printing: "opacity: inherit;")
  }

  @Test func anExplanationShowsTheKeyword() throws {
    let sheet = load(".c { opacity: inherit; }")
    let (parent, child, _) = family()
    try sheet.stylesheet.apply(to: parent)
    let explanation = sheet.stylesheet.explanation(for: child)
    #expect(explanation.description.contains("inherit"))
  }

  @Test func aParentsChangeCostsTheViewsThatInheritFromIt() throws {
    // A chain of views, each inheriting from the one above, below a parent that changes,
    // beside as many views that inherit nothing: restyling looks at the chain and at the
    // parent's other children, never below them.
    let sheet = load(".p { opacity: 0.4; } .p.dim { opacity: 0.2; } .c { opacity: inherit; }")
    let growth = try Growth(from: 100) { n in
      let parent = view(["p"])
      var last = parent
      for _ in 0..<n {
        let next = view(["c"])
        last.addSubview(next)
        last = next
        let bystander = view([])
        bystander.addSubview(view([]))
        parent.addSubview(bystander)
      }
      try sheet.stylesheet.apply(to: parent)
      parent.styleClasses.insert("dim")
      let steps = try WorkCounter.steps { try sheet.stylesheet.apply(to: parent) }
      #expect(last.alpha == 0.2)
      #expect(steps <= 2 * n + 8, "the tree has \(1 + 3 * n) views")
      return steps
    }
    #expect(growth.isLinear, "\(growth)")
  }
}
