#if canImport(UIKit)
  import CascadeUIKit
  import Testing

  @MainActor
  @Suite struct ButtonStateTests {
    @Test func aSheetSetsTitleColorsPerState() throws {
      let loaded = StyleVocabulary.uiKit.load(
        """
        Button {
          title: "Follow";
          title-selected: "Following";
          title-color: red;
          title-color-highlighted: blue;
        }
        """, named: "buttons.css")
      #expect(loaded.diagnostics.isEmpty)
      let button = UIButton()
      try loaded.stylesheet.apply(to: button)
      #expect(button.titleColor(for: .normal).map { Color($0) } == .red)
      #expect(button.titleColor(for: .highlighted).map { Color($0) } == .blue)
      #expect(button.title(for: .normal) == "Follow")
      #expect(button.title(for: .selected) == "Following")
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
      #expect(button.titleColor(for: .normal).map { Color($0) } == .green)
      #expect(button.titleColor(for: .disabled).map { Color($0) } == .gray)
    }

    @Test func aRuleNoLongerMatchingRestoresTheTitleColor() throws {
      let loaded = StyleVocabulary.uiKit.load(
        "UIButton.primary { title-color-highlighted: blue; }", named: "restore.css")
      let button = UIButton()
      button.setTitleColor(UIColor(Color.red), for: .highlighted)
      button.styleClasses = ["primary"]
      try loaded.stylesheet.apply(to: button)
      #expect(button.titleColor(for: .highlighted).map { Color($0) } == .blue)
      button.styleClasses = []
      try loaded.stylesheet.apply(to: button)
      #expect(button.titleColor(for: .highlighted).map { Color($0) } == .red)
    }
  }
#endif
