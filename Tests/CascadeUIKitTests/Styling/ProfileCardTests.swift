#if canImport(UIKit) && !os(watchOS)
  import CascadeUIKit
  import CascadeViews
  import Foundation
  import ShowcaseCard
  import Testing

  /// The Showcase's own sheet styles a UIKit copy of its profile card to the values it gives
  /// the substitute card, compared property by property through the native conversions.
  @MainActor
  @Suite struct ProfileCardTests {
    @Test func theSheetLoadsForUIKitWithoutDiagnostics() throws {
      let loaded = try StyleVocabulary.uiKit.load(contentsOfFile: ProfileCardSheet.path)
      #expect(loaded.diagnostics.map(\.message) == [])
    }

    @Test(arguments: [ColorScheme.light, .dark], [ContentSizeCategory.large, .accessibilityLarge])
    func theUIKitCardMatchesTheSubstituteCard(
      scheme: ColorScheme, category: ContentSizeCategory
    ) throws {
      let card = ProfileCard()
      var traits = Traits()
      traits.colorScheme = scheme
      traits.contentSizeCategory = category
      let theme: Theme = scheme == .dark ? .dark : .light
      try ProfileCardSheet.load().apply(
        to: card.root, in: StyleContext(theme: theme, traits: traits))
      let (uiRoot, pairs) = UIKitCopy.of(card.root)
      uiRoot.traitOverrides.userInterfaceStyle = scheme == .dark ? .dark : .light
      uiRoot.traitOverrides.preferredContentSizeCategory = UIContentSizeCategory(category)
      let sheet = try StyleVocabulary.uiKit.load(contentsOfFile: ProfileCardSheet.path).stylesheet
      let root = StyleRoot(uiRoot, stylesheet: sheet, scheduler: ManualScheduler().scheduler)
      uiRoot.layoutIfNeeded()  // the layout pass brings traits up to date below iOS 17
      root.setNeedsRestyle()
      root.restyleIfNeeded()
      #expect(root.lastError == nil)
      #expect(pairs.count == 15)
      for (view, uiView) in pairs {
        PropertyComparison.expectSame(view, uiView, name: card.name(of: view))
      }
    }
  }

  /// A UIKit copy of a substitute tree: the same classes, texts and structure.
  @MainActor
  enum UIKitCopy {
    static func of(_ root: View) -> (UIView, [(View, UIView)]) {
      let uiRoot = copy(root)
      var pairs = [(root, uiRoot)]
      var index = 0
      while index < pairs.count {
        let (view, uiView) = pairs[index]
        for child in view.subviews {
          let uiChild = copy(child)
          if let stack = uiView as? UIStackView {
            stack.addArrangedSubview(uiChild)
          } else {
            uiView.addSubview(uiChild)
          }
          pairs.append((child, uiChild))
        }
        index += 1
      }
      return (uiRoot, pairs)
    }

    private static func copy(_ view: View) -> UIView {
      let copy: UIView
      switch view {
      case let label as Label:
        let uiLabel = UILabel()
        uiLabel.text = label.text
        copy = uiLabel
      case is Button: copy = UIButton()
      case is ImageView: copy = UIImageView()
      case is StackView: copy = UIStackView()
      default: copy = UIView()
      }
      copy.styleClasses = view.styleClasses
      return copy
    }
  }
#endif
