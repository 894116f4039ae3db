#if canImport(UIKit) && !os(watchOS)
  import CascadeUIKit
  import CascadeViews
  import Testing

  /// Every property name the substitutes' vocabulary and the UIKit vocabulary share, on
  /// corresponding types, means the same property: a declaration read by each and applied to
  /// a fresh view of each gives the same value, read from the substitute and, through the
  /// native conversions, from the UIKit view.
  @MainActor
  @Suite struct SharedNameTests {
    /// One shared name: its type in the substitutes' vocabulary, a value unlike the
    /// default, and what the property reads on each side.
    struct Check {
      let type: String
      let name: String
      let value: String
      let substitute: (View) -> String?
      let uiKit: (UIView) -> String?
    }

    /// The UIKit class that a substitute type name answers for.
    private static let uiKitTypes = [
      "View": "UIView", "Label": "UILabel", "Button": "UIButton", "TextField": "UITextField",
      "ImageView": "UIImageView", "StackView": "UIStackView",
    ]

    @Test func everySharedNameHasACheck() {
      let uiKit = Set(
        StyleVocabulary.uiKit.registeredProperties.map { "\($0.rootType).\($0.name)" })
      let shared = StyleVocabulary.standard.registeredProperties.filter { property in
        let uiType = Self.uiKitTypes[property.rootType] ?? "?"
        // A control's states are UIControl's in UIKit, the Button's in the substitutes.
        return uiKit.contains("\(uiType).\(property.name)")
          || (property.rootType == "Button" && uiKit.contains("UIControl.\(property.name)"))
      }
      let checked = Set(Self.checks.map { "\($0.type).\($0.name)" })
      #expect(Set(shared.map { "\($0.rootType).\($0.name)" }) == checked)
    }

    @Test func everySharedNameMeansTheSameProperty() throws {
      for check in Self.checks {
        let text = "\(check.type) { \(check.name): \(check.value); }"
        let substitute = StyleVocabulary.standard.load(text, named: "substitute.css")
        let uiKit = StyleVocabulary.uiKit.load(text, named: "uikit.css")
        #expect(substitute.diagnostics.isEmpty && uiKit.diagnostics.isEmpty, "\(text)")
        let (view, uiView) = Self.makeViews(check.type)
        try substitute.stylesheet.apply(to: view)
        try uiKit.stylesheet.apply(to: uiView)
        uiView.layoutIfNeeded()  // UIKit's layout pass, which updates a button's configuration
        let expected = check.substitute(view)
        #expect(expected == check.uiKit(uiView), "\(text)")
        #expect(expected != check.substitute(Self.makeViews(check.type).0), "\(text) is a default")
      }
    }

    private static func makeViews(_ type: String) -> (View, UIView) {
      switch type {
      case "Label": (Label(), UILabel())
      case "Button": (Button(), UIButton())
      case "TextField": (TextField(), UITextField())
      case "StackView": (StackView(), UIStackView())
      case "ImageView": (ImageView(), UIImageView())
      default: (View(), UIView())
      }
    }

    static let checks =
      viewChecks + labelChecks + buttonChecks + textFieldChecks + imageChecks + stackChecks
  }
#endif
