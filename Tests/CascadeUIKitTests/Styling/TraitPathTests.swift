#if canImport(UIKit) && !os(watchOS)
  import CascadeUIKit
  import CascadeViews
  import Testing

  /// A root view that passes its trait changes on to its root, as an app does below iOS 17,
  /// where UIKit tells only a view's or view controller's own class of them.
  final class ForwardingView: UIView {
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      styleRoot?.traitCollectionDidChange(previousTraitCollection)
    }
  }

  /// The two ways the module hears of trait changes, each taken on Linux through the
  /// test-only switch: trait change registration from iOS 17, and below it the app's
  /// forwarding of `traitCollectionDidChange(_:)`, with the layout pass bringing the traits
  /// up to date. The whole suite runs on the iOS 15–16 path too, with
  /// `CASCADE_UIKIT_TRAIT_PATH=ios15`.
  @MainActor
  @Suite struct TraitPathTests {
    private static let sheet = StyleVocabulary.uiKit.load(
      """
      UILabel { color: black; }
      @media (prefers-color-scheme: dark) { UILabel { color: white; } }
      """, named: "traits.css"
    ).stylesheet

    /// Runs `body` with the module on one path, and puts the switch back.
    private func onPath(beforeiOS17: Bool, _ body: () throws -> Void) rethrows {
      let saved = TraitChangePath.takesPathBeforeiOS17
      TraitChangePath.takesPathBeforeiOS17 = beforeiOS17
      defer { TraitChangePath.takesPathBeforeiOS17 = saved }
      try body()
    }

    /// A label in a root view, styled once, and a turn after the root's appearance is dark.
    private func labelColorAfterGoingDark(in card: UIView) -> Color {
      let scheduler = ManualScheduler()
      let label = UILabel()
      card.addSubview(label)
      _ = StyleRoot(card, stylesheet: Self.sheet, scheduler: scheduler.scheduler)
      scheduler.runPending()
      card.overrideUserInterfaceStyle = .dark
      scheduler.runTurn(layingOut: card)
      return Color(label.textColor)
    }

    /// A label in a root view with the default scheduler, styled once, and the root's
    /// `restyleIfNeeded()` called right after its appearance is dark: what a test does.
    private func restyleIfNeededAfterGoingDark() -> (color: Color, restyles: Int) {
      let card = UIView()
      let label = UILabel()
      card.addSubview(label)
      let root = StyleRoot(card, stylesheet: Self.sheet)
      root.restyleIfNeeded()
      card.traitOverrides.userInterfaceStyle = .dark
      root.restyleIfNeeded()
      return (Color(label.textColor), root.restyleCount)
    }

    @Test func fromiOS17RestyleIfNeededRestylesATraitChangeAlone() {
      onPath(beforeiOS17: false) {
        let (color, restyles) = restyleIfNeededAfterGoingDark()
        #expect(color == .white)
        #expect(restyles == 2)
      }
    }

    @Test func beforeiOS17RestyleIfNeededLeavesTraitsToTheLayoutPass() {
      onPath(beforeiOS17: true) {
        let (color, restyles) = restyleIfNeededAfterGoingDark()
        #expect(color == .black)
        #expect(restyles == 1)
      }
    }

    @Test func fromiOS17APlainViewsTraitChangeRestyles() {
      onPath(beforeiOS17: false) {
        #expect(labelColorAfterGoingDark(in: UIView()) == .white)
      }
    }

    @Test func beforeiOS17AnUnforwardedTraitChangeDoesNotRestyle() {
      onPath(beforeiOS17: true) {
        #expect(labelColorAfterGoingDark(in: UIView()) == .black)
      }
    }

    @Test(arguments: [false, true])
    func aForwardedTraitChangeRestylesOnEitherPath(beforeiOS17: Bool) {
      onPath(beforeiOS17: beforeiOS17) {
        #expect(labelColorAfterGoingDark(in: ForwardingView()) == .white)
      }
    }
  }
#endif
