#if canImport(UIKit) && !os(watchOS)
  import CascadeUIKit
  import CascadeViews
  import Testing

  /// An inline style on a UIKit view, under a root and without one.
  @MainActor
  @Suite struct InlineStyleTests {
    private static let sheet = StyleVocabulary.uiKit.load(
      "UILabel { color: black; }", named: "labels.css"
    ).stylesheet

    @Test func anInlineStyleUnderARootRestylesOnTheNextTurn() {
      let scheduler = ManualScheduler()
      let card = UIView()
      let label = UILabel()
      card.addSubview(label)
      let root = StyleRoot(card, stylesheet: Self.sheet, scheduler: scheduler.scheduler)
      scheduler.runPending()
      label.setInlineStyle(Style<UILabel> { Setter(\.cascade.textColor, .red) })
      #expect(scheduler.pending.count == 1)
      scheduler.runPending()
      #expect(Color(label.textColor) == .red)
      label.setInlineStyle(Style<UILabel>())
      scheduler.runPending()
      #expect(Color(label.textColor) == .black)
      #expect(root.restyleCount == 3)
    }

    @Test func anInlineStyleWithoutARootWaitsForTheNextApply() throws {
      let label = UILabel()
      try Self.sheet.apply(to: label)
      label.setInlineStyle(Style<UILabel> { Setter(\.cascade.textColor, .red) })
      #expect(Color(label.textColor) == .black)
      try Self.sheet.apply(to: label)
      #expect(Color(label.textColor) == .red)
    }

    @Test func restyleIfNeededRunsANextTurnRestyleNow() {
      let card = UIView()
      let label = UILabel()
      card.addSubview(label)
      let root = StyleRoot(card, stylesheet: Self.sheet)  // the default, .nextTurn
      label.setInlineStyle(Style<UILabel> { Setter(\.cascade.textColor, .red) })
      root.restyleIfNeeded()
      #expect(root.restyleCount == 1)
      #expect(Color(label.textColor) == .red)
    }

    @Test func aNextTurnRestyleRunsWhenTheTestAwaitsTheMainActor() async {
      let card = UIView()
      let label = UILabel()
      card.addSubview(label)
      let root = StyleRoot(card, stylesheet: Self.sheet)
      await Task { @MainActor in }.value
      #expect(root.restyleCount == 1)
      #expect(Color(label.textColor) == .black)
    }
  }
#endif
