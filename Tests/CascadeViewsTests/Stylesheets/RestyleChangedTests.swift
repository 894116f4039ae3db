import Cascade
import CascadeViews
import Scaling
import Testing

/// A label that counts how many times a stylesheet has styled it.
final class CountedLabel: Label {
  var stylings = 0

  /// A setter that counts a styling of the label it writes.
  static let counting = Setter<CountedLabel, Int>(.named("stylings"), value: 0) { label, _ in
    label.stylings += 1
  }
}

/// An object of an app's own, which reports its changes or not.
final class Custom: Stylable {
  let reports: Bool
  var styleClasses: Set<String> = [] {
    didSet { if reports { setNeedsRestyle() } }
  }
  var styleState: StyleState = []
  weak var parent: Custom?
  var children: [Custom] = []
  let styleStorage: StyleStorage
  var alpha = 1.0

  init(reports: Bool) {
    self.reports = reports
    styleStorage = StyleStorage(reportsChanges: reports)
  }

  var styleParent: (any Stylable)? { parent }
  var styleChildren: [any Stylable] { children }

  func add(_ child: Custom) {
    children.append(child)
    child.parent = self
    if child.reports { child.setNeedsRestyle() }
  }
}

/// Applying a sheet again styles what changed since, and passes the rest by.
@Suite struct RestyleChangedTests {
  let sheet = Stylesheet("App") {
    Rule(CountedLabel.self) {
      CountedLabel.counting
      Setter(\.textColor, .token(.primaryText))
    }
    Rule(CountedLabel.self, classes: ["title"]) { Setter(\.numberOfLines, 2) }
    Rule(CountedLabel.self, inside: StyleSelector(classes: ["card"])) {
      Setter(\.font, .headline)
    }
    Rule(Button.self, state: .highlighted) { Setter(\.alpha, 0.8) }
  }

  /// A root holding `cards` cards of `labels` counted labels each.
  static func tree(cards: Int, labels: Int) -> (root: View, cards: [View], labels: [CountedLabel]) {
    let root = View()
    var allLabels: [CountedLabel] = []
    let cardViews = (0..<cards).map { _ in
      let card = View()
      root.addSubview(card)
      for _ in 0..<labels {
        let label = CountedLabel()
        card.addSubview(label)
        allLabels.append(label)
      }
      return card
    }
    return (root, cardViews, allLabels)
  }

  @Test func aTreeWhereNothingChangedIsPassedBy() throws {
    let (root, _, labels) = Self.tree(cards: 3, labels: 4)
    try sheet.apply(to: root, in: .light)
    #expect(labels.allSatisfy { $0.stylings == 1 })
    let steps = try WorkCounter.steps { try sheet.apply(to: root, in: .light) }
    #expect(labels.allSatisfy { $0.stylings == 1 })
    #expect(steps == 1, "only the root is looked at")
  }

  @Test func aClassChangeRestylesThatViewAlone() throws {
    let (root, _, labels) = Self.tree(cards: 3, labels: 4)
    try sheet.apply(to: root, in: .light)
    labels[5].styleClasses = ["title"]
    try sheet.apply(to: root, in: .light)
    #expect(labels[5].numberOfLines == 2)
    #expect(labels.map(\.stylings) == (0..<12).map { $0 == 5 ? 2 : 1 })
    // Setting the same classes again is no change.
    labels[5].styleClasses = ["title"]
    try sheet.apply(to: root, in: .light)
    #expect(labels[5].stylings == 2)
  }

  @Test func anAncestorsClassChangeRestylesWhatItsRulesReach() throws {
    let (root, cards, labels) = Self.tree(cards: 2, labels: 2)
    try sheet.apply(to: root, in: .light)
    cards[1].styleClasses = ["card"]
    try sheet.apply(to: root, in: .light)
    let body: Font = .system(size: 17)
    let reached: [Font] = [body, body, .headline, .headline]
    let stylings: [Int] = labels.map(\.stylings)
    #expect(labels.map(\.font) == reached)
    #expect(stylings == [1, 1, 2, 2])
    cards[1].styleClasses = []
    try sheet.apply(to: root, in: .light)
    let unreached: [Font] = Array(repeating: body, count: 4)
    #expect(labels.map(\.font) == unreached)
  }

  @Test func aChangeAboveTheRootCountsForIt() throws {
    let (root, cards, labels) = Self.tree(cards: 1, labels: 1)
    try sheet.apply(to: cards[0], in: .light)
    root.styleClasses = ["card"]
    try sheet.apply(to: cards[0], in: .light)
    #expect(labels[0].font == .headline)
  }

  @Test func aNewThemeOrNewTraitsRestyleEverything() throws {
    let (root, _, labels) = Self.tree(cards: 2, labels: 2)
    try sheet.apply(to: root, in: .light)
    try sheet.apply(to: root, in: .dark)
    #expect(labels.allSatisfy { $0.stylings == 2 && $0.textColor == .white })
    try sheet.apply(to: root, in: .dark)
    #expect(labels.allSatisfy { $0.stylings == 2 })
    var rightToLeft = StyleContext.dark
    rightToLeft.traits.layoutDirection = .rightToLeft
    try sheet.apply(to: root, in: rightToLeft)
    #expect(labels.allSatisfy { $0.stylings == 3 })
  }

  @Test func aCopyOfTheThemePassesTheTreeByAndAChangedCopyRestylesIt() throws {
    let (root, _, labels) = Self.tree(cards: 2, labels: 2)
    try sheet.apply(to: root, in: .dark)
    var copy = StyleContext.dark
    copy.theme = Theme(name: "Other").setting(.primaryText, to: .red)
    copy.theme = StyleContext.dark.theme
    try sheet.apply(to: root, in: copy)
    #expect(labels.allSatisfy { $0.stylings == 1 })
    var changed = copy
    changed.theme = copy.theme.setting(.primaryText, to: .red)
    try sheet.apply(to: root, in: changed)
    #expect(labels.allSatisfy { $0.stylings == 2 && $0.textColor == .red })
  }

  @Test func aThemeMadeApartWithEqualValuesRestylesTheTree() throws {
    let (root, _, labels) = Self.tree(cards: 1, labels: 2)
    let made = { Theme(name: "Made") { $0[.primaryText] = .blue } }
    try sheet.apply(to: root, in: StyleContext(theme: made()))
    try sheet.apply(to: root, in: StyleContext(theme: made()))
    #expect(labels.allSatisfy { $0.stylings == 2 && $0.textColor == .blue })
  }

  @Test func aSubtreesOwnTraitsRestyleIt() throws {
    let (root, cards, labels) = Self.tree(cards: 2, labels: 1)
    try sheet.apply(to: root, in: .light)
    cards[0].styleTraits = StyleContext.dark.traits
    try sheet.apply(to: root, in: .light)
    #expect(labels.map(\.stylings) == [2, 1])
  }

  @Test func anotherSheetOfTheSameNameRestylesEverything() throws {
    let (root, _, labels) = Self.tree(cards: 1, labels: 2)
    try sheet.apply(to: root, in: .light)
    let again = Stylesheet("App") {
      Rule(CountedLabel.self) {
        CountedLabel.counting
        Setter(\.numberOfLines, 3)
      }
    }
    try again.apply(to: root, in: .light)
    #expect(labels.allSatisfy { $0.stylings == 2 && $0.numberOfLines == 3 })
    #expect(labels.allSatisfy { $0.textColor == .black })
  }

  @Test func aPropertyWrittenByHandStaysUntilEverythingIsRestyled() throws {
    let (root, _, labels) = Self.tree(cards: 1, labels: 1)
    try sheet.apply(to: root, in: .dark)
    labels[0].textColor = .red
    try sheet.apply(to: root, in: .dark)
    #expect(labels[0].textColor == .red)
    try sheet.apply(to: root, in: .dark, restyling: .all)
    #expect(labels[0].textColor == .white)
    #expect(labels[0].stylings == 2)
  }

  @Test func anAddedOrMovedViewIsStyledWhereItIs() throws {
    let (root, cards, labels) = Self.tree(cards: 2, labels: 1)
    cards[1].styleClasses = ["card"]
    try sheet.apply(to: root, in: .light)
    let added = CountedLabel()
    cards[0].addSubview(added)
    try sheet.apply(to: root, in: .light)
    #expect(added.stylings == 1 && added.textColor == .black)
    #expect(labels.map(\.stylings) == [1, 1])
    cards[1].addSubview(added)
    try sheet.apply(to: root, in: .light)
    #expect(added.font == .headline)
    #expect(labels.map(\.stylings) == [1, 1])
  }

  @Test func aButtonsStateChangeRestylesIt() throws {
    let root = View()
    let button = Button()
    root.addSubview(button)
    try sheet.apply(to: root)
    button.isHighlighted = true
    try sheet.apply(to: root)
    #expect(button.alpha == 0.8)
    button.isHighlighted = false
    try sheet.apply(to: root)
    #expect(button.alpha == 1)
  }

  @Test func anInlineStyleRestylesItsObject() throws {
    let (root, _, labels) = Self.tree(cards: 1, labels: 1)
    try sheet.apply(to: root, in: .light)
    labels[0].setInlineStyle(Style<CountedLabel>().numberOfLines(5))
    try sheet.apply(to: root, in: .light)
    #expect(labels[0].numberOfLines == 5)
  }

  @Test func anObjectThatDoesNotReportChangesIsStyledEveryTime() throws {
    let sheet = Stylesheet {
      Rule(Custom.self, classes: ["faded"]) { Setter(\.alpha, 0.5) }
    }
    // A silent object below objects that report their changes, and one below it.
    let root = Custom(reports: true)
    let middle = Custom(reports: true)
    let silent = Custom(reports: false)
    let below = Custom(reports: true)
    root.add(middle)
    middle.add(silent)
    silent.add(below)
    try sheet.apply(to: root)
    silent.styleClasses = ["faded"]  // reported to no one
    below.styleClasses = ["faded"]
    try sheet.apply(to: root)
    #expect(silent.alpha == 0.5 && below.alpha == 0.5)
    silent.styleClasses = []
    try sheet.apply(to: root)
    #expect(silent.alpha == 1 && below.alpha == 0.5)
    // The silent object is styled every time, and what is on the way to it and below it
    // is looked at.
    let steps = try WorkCounter.steps { try sheet.apply(to: root) }
    #expect(steps == 4)
  }

  @Test func oneChangeCostsTheWayDownToItNotTheTree() throws {
    // Restyling after one label's class changed looks at the root's cards and at one
    // card's labels (and matches the label's new classes): linear in the cards, and far
    // from the whole tree.
    let growth = try Growth(from: 50) { n in
      let (root, _, labels) = Self.tree(cards: n, labels: 20)
      try sheet.apply(to: root, in: .light)
      labels[labels.count / 2].styleClasses = ["title"]
      let steps = try WorkCounter.steps { try sheet.apply(to: root, in: .light) }
      #expect(steps < 2 * (1 + n + 20), "the whole tree has \(1 + 21 * n) views")
      return steps
    }
    #expect(growth.isLinear, "\(growth)")
  }
}
