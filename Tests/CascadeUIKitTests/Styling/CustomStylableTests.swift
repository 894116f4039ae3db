#if canImport(UIKit) && !os(watchOS)
  import CascadeUIKit
  import CascadeViews
  import Testing

  /// A control of an app's own whose state is its own property, as the docs show it.
  private final class ToggleCard: UIControl, CustomStylable {
    var isOn = false { didSet { if isOn != oldValue { setNeedsRestyle() } } }
    var isCompact = false { didSet { if isCompact != oldValue { setNeedsRestyle() } } }
    var customStyleState: StyleState { isOn ? .selected : [] }
    var customStyleClasses: Set<String> {
      isCompact ? ["toggle-card", "compact"] : ["toggle-card"]
    }
  }

  /// An app's own subclass of a UIKit view reports its own state and classes through
  /// `CustomStylable`, and its root restyles when they change.
  @MainActor
  @Suite struct CustomStylableTests {
    private static let css = """
      View.toggle-card { background-color: white; }
      View.toggle-card:selected { background-color: red; }
      View.toggle-card:highlighted { opacity: 0.5; }
      View.compact { border-radius: 4px; }
      """

    private func makeRoot(_ view: UIView, scheduler: ManualScheduler) -> StyleRoot {
      let loaded = StyleVocabulary.uiKit.load(Self.css, named: "toggle.css")
      #expect(loaded.diagnostics.isEmpty)
      return StyleRoot(view, stylesheet: loaded.stylesheet, scheduler: scheduler.scheduler)
    }

    @Test func aSubclassReportsItsOwnStateAndItsRootRestyles() {
      let scheduler = ManualScheduler()
      let screen = UIView()
      let card = ToggleCard()
      screen.addSubview(card)
      let root = makeRoot(screen, scheduler: scheduler)
      scheduler.runPending()
      #expect(card.backgroundColor.map { Color($0) } == .white)
      card.isOn = true
      #expect(card.styleState == .selected)
      #expect(scheduler.pending.count == 1)
      scheduler.runPending()
      #expect(card.backgroundColor.map { Color($0) } == .red)
      card.isOn = false
      scheduler.runPending()
      #expect(card.backgroundColor.map { Color($0) } == .white)
      #expect(root.restyleCount == 3)
    }

    @Test func theControlsOwnStateStays() {
      let scheduler = ManualScheduler()
      let card = ToggleCard()
      _ = makeRoot(card, scheduler: scheduler)
      card.isOn = true
      card.isHighlighted = true
      #expect(card.styleState == [.selected, .highlighted])
      card.setNeedsRestyle()
      scheduler.runPending()
      #expect(card.alpha == 0.5)
      #expect(card.backgroundColor.map { Color($0) } == .red)
    }

    @Test func aSubclassReportsItsOwnClassesAndTheyRestyle() {
      let scheduler = ManualScheduler()
      let card = ToggleCard()
      _ = makeRoot(card, scheduler: scheduler)
      scheduler.runPending()
      #expect(card.layer.cornerRadius == 0)
      card.isCompact = true
      scheduler.runPending()
      #expect(card.layer.cornerRadius == 4)
      card.isCompact = false
      scheduler.runPending()
      #expect(card.layer.cornerRadius == 0)
    }

    @Test func settingStyleClassesKeepsTheViewsOwn() {
      let card = ToggleCard()
      card.styleClasses = ["featured"]
      #expect(card.styleClasses == ["featured", "toggle-card"])
      card.styleClasses.remove("toggle-card")
      #expect(card.styleClasses == ["featured", "toggle-card"])
      card.styleClasses = []
      #expect(card.styleClasses == ["toggle-card"])
    }

    @Test func aSwiftRuleSelectsTheSubclassInItsOwnState() throws {
      let card = ToggleCard()
      let sheet = Stylesheet("Toggles") {
        Rule(ToggleCard.self, state: .selected) { Setter(\.cascade.alpha, 0.8) }
      }
      try sheet.apply(to: card)
      #expect(card.alpha == 1)
      card.isOn = true
      try sheet.apply(to: card)
      #expect(card.alpha == 0.8)
    }
  }
#endif
