#if canImport(UIKit) && !os(watchOS)
  internal import CascadeViews
  internal import UIKit

  /// Observes, once for each view, the changes that restyle it: its traits (iOS 17 and
  /// later) and a control's touches.
  @MainActor
  enum ChangeObservation {
    /// Observes every view of the tree below `root` that is not observed yet.
    ///
    /// - Complexity: O(*n*) in the views of the tree; a loop, not recursion, however deep.
    static func observe(below root: UIView) {
      var pending = [root]
      while let view = pending.popLast() {
        pending += view.subviews
        let data = ViewStyleData.of(view)
        guard !data.isObserved else { continue }
        data.isObserved = true
        observeTraits(of: view)
        (view as? UIControl).map(observeTouches)
      }
    }

    private static func observeTraits(of view: UIView) {
      guard #available(iOS 17.0, tvOS 17.0, *), !TraitChangePath.takesPathBeforeiOS17
      else { return }
      view.registerForTraitChanges(traits) { (view: UIView, _: UITraitCollection) in
        view.setNeedsRestyle()
      }
    }

    @available(iOS 17.0, tvOS 17.0, *)
    private static var traits: [UITrait] {
      [
        UITraitUserInterfaceStyle.self, UITraitHorizontalSizeClass.self,
        UITraitVerticalSizeClass.self, UITraitPreferredContentSizeCategory.self,
        UITraitLayoutDirection.self, UITraitLegibilityWeight.self,
        UITraitAccessibilityContrast.self,
      ]
    }

    /// The events after which a control's highlight may have changed.
    private static let touches: UIControl.Event = [
      .touchDown, .touchDragEnter, .touchDragExit, .touchUpInside, .touchUpOutside,
      .touchCancel,
    ]

    private static func observeTouches(of control: UIControl) {
      control.addAction(
        UIAction { action in (action.sender as? UIView)?.setNeedsRestyle() }, for: touches)
    }
  }
#endif
