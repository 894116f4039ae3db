// The UIKit stub's behaviours, each as UIKit documents it (Sources/Stubs/README.md lists where):
// what CascadeUIKit relies on, checked on Linux, where the stub stands in for UIKit. On an
// Apple platform UIKit itself behaves so, and these checks are not compiled.
#if os(Linux)
  import CascadeUIKit
  import Foundation
  import Testing

  @MainActor
  @Suite struct StubBehaviourTests {
    @Test func aTraitOverrideReachesTheViewAtTheNextTraitUpdate() {
      let view = UIView()
      var changes = 0
      view.registerForTraitChanges([UITraitUserInterfaceStyle.self]) {
        (_: UIView, _: UITraitCollection) in changes += 1
      }
      view.traitOverrides.userInterfaceStyle = .dark
      #expect(view.traitCollection.userInterfaceStyle == .light)
      #expect(changes == 0)
      view.updateTraitsIfNeeded()
      #expect(view.traitCollection.userInterfaceStyle == .dark)
      #expect(changes == 1)
      view.updateTraitsIfNeeded()
      #expect(changes == 1)
    }

    @Test func aMovedViewTakesItsNewSuperviewsTraitsAtTheNextLayoutPass() {
      let dark = UIView()
      dark.traitOverrides.userInterfaceStyle = .dark
      let label = ObservingLabel()
      dark.addSubview(label)
      #expect(label.traitCollection.userInterfaceStyle == .light)
      #expect(label.seen.isEmpty)
      dark.layoutIfNeeded()
      #expect(label.traitCollection.userInterfaceStyle == .dark)
      #expect(label.seen == [.dark])
    }

    @Test func theTraitUpdateRunsOnTheMainActorsNextTurnByItself() async {
      let view = UIView()
      view.traitOverrides.userInterfaceStyle = .dark
      await Task.yield()
      #expect(view.traitCollection.userInterfaceStyle == .dark)
    }

    @Test func aViewControllerHearsOfItsViewsTraitChanges() {
      let controller = ObservingController()
      controller.view.traitOverrides.preferredContentSizeCategory = .accessibilityLarge
      controller.view.layoutIfNeeded()
      #expect(controller.changes == 1)
    }

    @Test func configurationUpdatesAreCoalescedIntoTheLayoutPass() {
      let button = UIButton()
      var runs = 0
      button.configurationUpdateHandler = { _ in runs += 1 }
      button.setNeedsUpdateConfiguration()
      button.isHighlighted = true
      button.isSelected = true
      #expect(runs == 0)
      button.layoutIfNeeded()
      #expect(runs == 1)
      button.updateConfiguration()
      #expect(runs == 2)
    }

    @Test func aViewWithoutATintOfItsOwnInheritsItsSuperviews() {
      let parent = UIView()
      let child = UIView()
      parent.addSubview(child)
      #expect(child.tintColor === UIColor.systemBlue)
      parent.tintColor = .red
      #expect(child.tintColor === UIColor.red)
      child.tintColor = .green
      child.tintColor = nil
      #expect(child.tintColor === UIColor.red)
      child.tintColor = UIColor.tintColor  // the same as nil
      #expect(child.tintColor === UIColor.red)
    }

    @Test func theTintAdjustmentModeIsTheFirstSetInTheSuperviewChain() {
      let parent = UIView()
      let child = UIView()
      parent.addSubview(child)
      #expect(child.tintAdjustmentMode == .normal)
      parent.tintAdjustmentMode = .dimmed
      #expect(child.tintAdjustmentMode == .dimmed)
      #expect(!child.tintColor.isEqual(UIColor.systemBlue))
    }

    @Test func aDynamicColorResolvesAgainstTheCurrentTraits() {
      var red: CGFloat = 0
      _ = UIColor.label.getRed(&red, green: nil, blue: nil, alpha: nil)
      #expect(red == 0)
      UITraitCollection(userInterfaceStyle: .dark).performAsCurrent {
        _ = UIColor.label.getRed(&red, green: nil, blue: nil, alpha: nil)
      }
      #expect(red == 1)
    }

    @Test func aPreferredFontIsDescribedByItsUsageAndSizeAlone() throws {
      let body = UIFont.preferredFont(forTextStyle: .body, compatibleWith: nil)
      #expect(body.fontDescriptor.object(forKey: .traits) == nil)
      #expect(body.fontDescriptor.object(forKey: .textStyle) as? String == "UICTFontTextStyleBody")
      let italic = try #require(body.fontDescriptor.withSymbolicTraits(.traitItalic))
      #expect(italic.object(forKey: .textStyle) as? String == "UICTFontTextStyleItalicBody")
      #expect(UIFont(descriptor: italic, size: 0).fontName == ".SFUI-RegularItalic")
      let semibold = UIFont.systemFont(ofSize: 12, weight: .semibold)
      #expect(semibold.fontDescriptor.object(forKey: .textStyle) as? String == "CTFontDemiUsage")
      #expect(semibold.fontName == ".SFUI-Semibold")
    }

    @Test func settingThePlaceholderDropsTheAttributedPlaceholdersAttributes() {
      let field = UITextField()
      field.attributedPlaceholder = NSAttributedString(
        string: "Name", attributes: [.foregroundColor: UIColor.red])
      field.placeholder = "Email"
      let attributes = field.attributedPlaceholder?.attributes(at: 0, effectiveRange: nil)
      #expect(attributes?.isEmpty == true)
    }

    @Test func theStubHasNoAssetCatalog() {
      #expect(UIColor(named: "Brand") == nil)
      #expect(UIImage(named: "avatar") != nil)
    }
  }

  /// A label that records the appearance of each trait change it hears of.
  @MainActor
  private final class ObservingLabel: UILabel {
    var seen: [UIUserInterfaceStyle] = []

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      seen.append(traitCollection.userInterfaceStyle)
    }
  }

  /// A view controller that counts the trait changes it hears of.
  @MainActor
  private final class ObservingController: UIViewController {
    var changes = 0

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      changes += 1
    }
  }
#endif
