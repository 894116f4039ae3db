#if canImport(UIKit) && !os(watchOS)
  import CascadeUIKit
  import CascadeViews
  import Testing

  @MainActor
  @Suite struct RestylingTests {
    private static let sheetText = """
      UILabel { color: black; }
      UILabel.title { color: blue; }
      UIButton:highlighted { opacity: 0.5; }
      @media (prefers-color-scheme: dark) {
        UILabel { color: white; }
      }
      """

    private func makeRoot(
      _ view: UIView, scheduler: ManualScheduler
    ) throws -> StyleRoot {
      let loaded = StyleVocabulary.uiKit.load(Self.sheetText, named: "restyling.css")
      #expect(loaded.diagnostics.isEmpty)
      return StyleRoot(view, stylesheet: loaded.stylesheet, scheduler: scheduler.scheduler)
    }

    @Test func namingARootStylesTheTreeOnTheNextTurn() throws {
      let scheduler = ManualScheduler()
      let card = UIView()
      let label = UILabel()
      card.addSubview(label)
      let root = try makeRoot(card, scheduler: scheduler)
      #expect(root.restyleCount == 0)
      scheduler.runPending()
      #expect(root.restyleCount == 1)
      #expect(Color(label.textColor) == .black)
    }

    @Test func aClassChangeRestyles() throws {
      let scheduler = ManualScheduler()
      let card = UIView()
      let label = UILabel()
      card.addSubview(label)
      let root = try makeRoot(card, scheduler: scheduler)
      scheduler.runPending()
      label.styleClasses = ["title"]
      #expect(scheduler.pending.count == 1)
      scheduler.runPending()
      #expect(Color(label.textColor) == .blue)
      label.styleClasses = []
      scheduler.runPending()
      #expect(Color(label.textColor) == .black)
      #expect(root.restyleCount == 3)
    }

    @Test func aTraitChangeRestyles() throws {
      let scheduler = ManualScheduler()
      let card = ForwardingView()  // as below iOS 17; TraitPathTests has each path alone
      let label = UILabel()
      card.addSubview(label)
      _ = try makeRoot(card, scheduler: scheduler)
      scheduler.runPending()
      card.overrideUserInterfaceStyle = .dark
      scheduler.runTurn(layingOut: card)
      #expect(Color(label.textColor) == .white)
      card.overrideUserInterfaceStyle = .light
      scheduler.runTurn(layingOut: card)
      #expect(Color(label.textColor) == .black)
    }

    @Test func aControlsTouchRestylesWithItsState() throws {
      let scheduler = ManualScheduler()
      let card = UIView()
      let button = UIButton()
      card.addSubview(button)
      _ = try makeRoot(card, scheduler: scheduler)
      scheduler.runPending()
      button.isHighlighted = true
      button.sendActions(for: .touchDown)
      scheduler.runPending()
      #expect(button.alpha == 0.5)
      button.isHighlighted = false
      button.sendActions(for: .touchUpInside)
      scheduler.runPending()
      #expect(button.alpha == 1)
    }

    @Test func changesInOneTurnRestyleOnce() throws {
      let scheduler = ManualScheduler()
      let card = UIView()
      let labels = (0..<3).map { _ in UILabel() }
      labels.forEach(card.addSubview)
      let root = try makeRoot(card, scheduler: scheduler)
      scheduler.runPending()
      for label in labels { label.styleClasses = ["title"] }
      card.traitOverrides.userInterfaceStyle = .dark
      #expect(scheduler.pending.count == 1)
      scheduler.runTurn(layingOut: card)
      #expect(root.restyleCount == 2)
      #expect(labels.allSatisfy { Color($0.textColor) == .white })
    }

    @Test func aViewOutsideAnyRootSchedulesNothing() {
      let label = UILabel()
      label.styleClasses = ["title"]
      #expect(label.styleRoot == nil)
    }
  }
#endif
