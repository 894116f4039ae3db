import Cascade
import CascadeViews
import Foundation
import Testing

/// A view of an app's own whose state comes from a property of its own.
final class Toggle: View {
  var isOn = false
  override var styleState: StyleState { isOn ? .selected : [] }
}

/// Re-applying a sheet gives what applying it once, from scratch, gives: applications to a
/// subtree in another context, other sheets in other contexts, subclasses with state of their
/// own and setters that read the object leave no stale value behind.
@Suite struct IncrementalAgreementTests {
  /// A root, a card inside it, and a label inside the card.
  static func tree() -> (root: View, card: View, label: Label) {
    let root = View()
    let card = View()
    let label = Label()
    root.addSubview(card)
    card.addSubview(label)
    return (root, card, label)
  }

  @Test func aSubtreeStyledInAnotherContextIsStyledAgainFromTheRoot() throws {
    let sheet = Stylesheet("S") { Rule(Label.self) { Setter(\.textColor, .token(.primaryText)) } }
    let (root, card, label) = Self.tree()
    try sheet.apply(to: root, in: .light)
    try sheet.apply(to: card, in: .dark)
    #expect(label.textColor == .white)
    try sheet.apply(to: root, in: .light)
    #expect(label.textColor == .black)
  }

  @Test func aSubtreeStyledThroughAnAdaptiveBlockInDarkTraitsIsStyledAgainFromTheRoot() throws {
    let sheet = Stylesheet("S") {
      Rule(Label.self) {
        Style<Label>.adaptive { traits in
          Setter(\.numberOfLines, traits.colorScheme == .dark ? 3 : 1)
        }
      }
    }
    let (root, card, label) = Self.tree()
    try sheet.apply(to: root, in: .light)
    try sheet.apply(to: card, in: .dark)
    #expect(label.numberOfLines == 3)
    try sheet.apply(to: root, in: .light)
    #expect(label.numberOfLines == 1)
  }

  @Test func anotherVersionOfASheetAppliedToASubtreeGivesWayToTheFirstAppliedToTheRoot() throws {
    let first = Stylesheet("S") { Rule(Label.self) { Setter(\.numberOfLines, 1) } }
    let second = Stylesheet("S") { Rule(Label.self) { Setter(\.numberOfLines, 2) } }
    let (root, card, label) = Self.tree()
    try first.apply(to: root, in: .light)
    try second.apply(to: card, in: .light)
    #expect(label.numberOfLines == 2)
    try first.apply(to: root, in: .light)
    #expect(label.numberOfLines == 1)
  }

  @Test func valuesResolveInTheContextOfTheLatestApplicationWhicheverSheetMadeIt() throws {
    let a = Stylesheet("A") { Rule(Label.self) { Setter(\.textColor, .token(.primaryText)) } }
    let b = Stylesheet("B") { Rule(Label.self) { Setter(\.numberOfLines, 3) } }
    let (root, _, label) = Self.tree()
    try a.apply(to: root, in: .dark)
    try b.apply(to: root, in: .light)
    #expect(label.textColor == .black)
    try a.apply(to: root, in: .dark)
    #expect(label.textColor == .white)
  }

  @Test func aSubclassWithStateOfItsOwnIsRestyledWhenItReportsTheChange() throws {
    let sheet = Stylesheet("S") { Rule(Toggle.self, state: .selected) { Setter(\.alpha, 0.5) } }
    let root = View()
    let toggle = Toggle()
    root.addSubview(toggle)
    try sheet.apply(to: root)
    toggle.isOn = true
    toggle.setNeedsRestyle()
    try sheet.apply(to: root)
    #expect(toggle.alpha == 0.5)
  }

  #if DEBUG
    @Test func aDebugBuildReportsAStateChangeTheObjectDidNotReport() throws {
      // A sheet of its own name: other tests' reports, if any, are told apart.
      let name = "Unreported \(UInt64.random(in: 0...UInt64.max))"
      let sheet = Stylesheet(name) {
        Rule(Toggle.self, state: .selected) { Setter(\.alpha, 0.5) }
      }
      let reports = Reports()
      let root = View()
      let toggle = Toggle()
      root.addSubview(toggle)
      try StyleDiagnostics.withHandlers(unreportedChange: { reports.add($0) }) {
        try sheet.apply(to: root)
        toggle.isOn = true  // and no setNeedsRestyle()
        try sheet.apply(to: root)
        try sheet.apply(to: root)
      }
      let mine = reports.all.filter { $0.sheet == name }
      #expect(mine.count == 1)  // once per change
      #expect(mine.first?.before == "no classes and no state")
      #expect(mine.first?.after == ":selected")
      #expect(toggle.alpha == 1)  // the report names the bug; it does not hide it
    }
  #endif

  @Test func aSetterThatReadsTheObjectGivesTheSameOnTheFirstApplicationAsOnARestyle() throws {
    let dims = Setter<View, Double>(.named("dimmedAlpha"), value: 0) { view, _ in
      view.alpha = view.isHidden ? 0.1 : 0.9
    }
    let sheet = Stylesheet("S") {
      Rule(View.self, classes: ["a"]) { dims }
      Rule(View.self, classes: ["b"]) { Setter(\.isHidden, true) }
    }
    let (root, card, _) = Self.tree()
    card.styleClasses = ["a", "b"]
    try sheet.apply(to: root)
    let first = card.alpha
    card.styleClasses = ["b", "a"]  // the same classes: a restyle with the same rules
    card.setNeedsRestyle()
    try sheet.apply(to: root)
    // It sees the view as the first application shows it: not hidden yet, since the rule
    // that hides it comes after.
    #expect(first == 0.9)
    #expect(card.alpha == 0.9)
  }
}

/// Reports received on any thread.
final class Reports: @unchecked Sendable {
  private var reports: [UnreportedChange] = []
  private let lock = NSLock()

  func add(_ report: UnreportedChange) {
    lock.lock()
    reports.append(report)
    lock.unlock()
  }

  var all: [UnreportedChange] {
    lock.lock()
    defer { lock.unlock() }
    return reports
  }
}
