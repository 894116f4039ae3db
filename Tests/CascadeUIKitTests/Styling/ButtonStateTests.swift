#if canImport(UIKit) && !os(watchOS)
  import CascadeUIKit
  import CascadeViews
  import Testing

  @MainActor
  @Suite struct ButtonStateTests {
    private func titleColor(of button: UIButton, for state: UIControl.State) -> Color? {
      button.titleColor(for: state).map { Color($0) }
    }

    private static let perStateSheet = """
      Button {
        title: "Follow";
        title-selected: "Following";
        title-color: red;
        title-color-highlighted: blue;
      }
      """

    @Test func aSheetSetsTitleColorsPerState() throws {
      let button: UIButton = try Self.styledByThePerStateSheet()
      #expect(titleColor(of: button, for: .normal) == Color.red)
      #expect(titleColor(of: button, for: .highlighted) == Color.blue)
    }

    @Test func theImageTintOfASystemButtonIsTheButtonsTint() {
      // UIKit gives a system button no image view; its tint colors its image.
      let system = UIButton(type: .system)
      #expect(system.imageView == nil)
      system.cascade.imageTintColor = .red
      #expect(Color(system.tintColor) == .red)
      #expect(system.cascade.imageTintColor == .red)

      let custom = UIButton()
      custom.cascade.imageTintColor = .blue
      #expect(custom.imageView.map { Color($0.tintColor) } == .blue)
    }

    @Test func aSheetSetsTitlesPerState() throws {
      let button: UIButton = try Self.styledByThePerStateSheet()
      #expect(button.title(for: .normal) == "Follow")
      #expect(button.title(for: .selected) == "Following")
    }

    private static func styledByThePerStateSheet() throws -> UIButton {
      let loaded = StyleVocabulary.uiKit.load(perStateSheet, named: "buttons.css")
      #expect(loaded.diagnostics.isEmpty)
      let button = UIButton()
      try loaded.stylesheet.apply(to: button)
      return button
    }

    @Test func aSwiftStyleSetsTitleColorsPerState() {
      let style = Style<UIButton> {
        Setter(\.cascade[titleColor: .normal], Color.red)
        Setter(\.cascade[titleColor: .disabled], Color.gray)
        Setter(\.cascade[titleColor: .normal], Color.green)  // overrides the first
      }
      let button = UIButton()
      style.apply(to: button)
      #expect(style.count == 2)
      #expect(titleColor(of: button, for: .normal) == .green)
      #expect(titleColor(of: button, for: .disabled) == .gray)
    }

    @Test func aRuleNoLongerMatchingRestoresTheTitleColor() throws {
      let loaded = StyleVocabulary.uiKit.load(
        "UIButton.primary { title-color-highlighted: blue; }", named: "restore.css")
      let button = UIButton()
      button.setTitleColor(UIColor(Color.red), for: .highlighted)
      button.styleClasses = ["primary"]
      try loaded.stylesheet.apply(to: button)
      #expect(titleColor(of: button, for: .highlighted) == .blue)
      button.styleClasses = []
      try loaded.stylesheet.apply(to: button)
      #expect(titleColor(of: button, for: .highlighted) == .red)
    }
  }
#endif
