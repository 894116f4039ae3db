#if canImport(UIKit) && !os(watchOS)
  import CascadeUIKit
  import CascadeViews
  import Testing

  /// A button's per-state backgrounds and content insets, drawn through its configuration.
  @MainActor
  @Suite struct ButtonConfigurationTests {
    private static let sheet = """
      UIButton.primary {
        border-radius: 10px;
        content-insets: 10px 20px;
        background-color-normal: blue;
        background-color-highlighted: indigo;
      }
      """

    private func styled(_ button: UIButton) throws -> Stylesheet {
      let loaded = StyleVocabulary.uiKit.load(Self.sheet, named: "button.css")
      #expect(loaded.diagnostics.isEmpty)
      button.styleClasses = ["primary"]
      try loaded.stylesheet.apply(to: button)
      return loaded.stylesheet
    }

    /// The fill the button shows: its configuration's after UIKit's layout pass, which runs
    /// the configuration updates asked for since the last one.
    private func shownBackground(of button: UIButton) -> Color? {
      button.layoutIfNeeded()
      return button.configuration?.background.backgroundColor.map { Color($0) }
    }

    @Test func thePerStateBackgroundFollowsTheControlState() throws {
      let button = UIButton()
      _ = try styled(button)
      #expect(shownBackground(of: button) == Color.blue)
      button.isHighlighted = true
      #expect(shownBackground(of: button) == Color.indigo)
    }

    @Test func aStateWithoutABackgroundOfItsOwnShowsTheNormalStates() throws {
      let button = UIButton()
      _ = try styled(button)
      button.isHighlighted = true
      button.isHighlighted = false
      button.isSelected = true  // no color of its own: the normal state's
      #expect(shownBackground(of: button) == Color.blue)
    }

    @Test func theFillTakesTheLayersCornerRadius() throws {
      let button = UIButton()
      _ = try styled(button)
      button.layoutIfNeeded()
      #expect(button.configuration?.background.cornerRadius == 10)
      #expect(button.configuration?.cornerStyle == .fixed)
    }

    @Test func contentInsetsAreTheConfigurations() throws {
      let button = UIButton()
      _ = try styled(button)
      button.layoutIfNeeded()
      let insets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
      #expect(button.configuration?.contentInsets == insets)
      #expect(button.cascade.contentInsets == EdgeInsets(horizontal: 20, vertical: 10))
    }

    @Test func aRuleNoLongerMatchingTakesAwayTheConfigurationCascadeGave() throws {
      let button = UIButton()
      let sheet = try styled(button)
      #expect(button.configuration != nil)
      button.styleClasses = []
      try sheet.apply(to: button)
      #expect(button.configuration == nil)
      #expect(button.configurationUpdateHandler == nil)
      #expect(button.cascade.contentInsets == .zero)
    }

    @Test func aRuleNoLongerMatchingRestoresTheButtonsOwnConfiguration() throws {
      let (button, own) = try unstyledButtonWithItsOwnConfiguration()
      let insets: NSDirectionalEdgeInsets? = button.configuration?.contentInsets
      #expect(insets == own.contentInsets)
      #expect(button.configuration?.cornerStyle == .dynamic)
      #expect(button.configurationUpdateHandler == nil)
    }

    @Test func aRuleNoLongerMatchingRestoresTheButtonsOwnBackgroundInEveryState() throws {
      let (button, _) = try unstyledButtonWithItsOwnConfiguration()
      #expect(shownBackground(of: button) == Color.red)
      button.isHighlighted = true
      #expect(shownBackground(of: button) == Color.red)
    }

    /// A button with a red configuration of its own, styled by the sheet, then no longer
    /// matched by its rule and styled again.
    private func unstyledButtonWithItsOwnConfiguration() throws -> (
      button: UIButton, own: UIButton.Configuration
    ) {
      let button = UIButton()
      var own = UIButton.Configuration.plain()
      own.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
      own.background.backgroundColor = UIColor(Color.red)
      button.configuration = own
      let sheet = try styled(button)
      #expect(shownBackground(of: button) == Color.blue)
      button.styleClasses = []
      try sheet.apply(to: button)
      return (button, own)
    }

    @Test func theButtonsOwnUpdateHandlerStillRuns() throws {
      let button = UIButton()
      var runs = 0
      button.configurationUpdateHandler = { _ in runs += 1 }
      _ = try styled(button)
      button.layoutIfNeeded()
      let before = runs
      button.isHighlighted = true
      button.layoutIfNeeded()
      #expect(runs == before + 1)
      #expect(shownBackground(of: button) == .indigo)
    }
  }
#endif
