// How the stub delivers trait changes and layout passes: when UIKit does, not at once.
// UIKit updates a view's traits, and sends its trait change callbacks, "at the next trait
// update" (UIView.h, iPhoneOS17.0.sdk, `updateTraitsIfNeeded`: "Forces an immediate trait
// update"), which is part of the layout pass that runs before the run loop waits; a
// button's configuration update, asked for with `setNeedsUpdateConfiguration()`, is coalesced
// into that pass too (UIButton.h, iPhoneOS16.1.sdk). The stub runs the pass when asked
// (`updateTraitsIfNeeded()`, `layoutIfNeeded()`) and otherwise on the main actor's next turn.
#if os(Linux)
  internal import Foundation

  @available(iOS 17.0, *)
  extension UIView: UITraitChangeObservable {
    /// Registers a closure called, at a trait update, when one of `traits` changed. The Swift
    /// overlay's form of UITraitCollection.h's `registerForTraitChanges:withHandler:`,
    /// iPhoneOS17.5.sdk.
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
      _ traits: [UITrait],
      handler: @escaping (TraitEnvironment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
      let registration = TraitChangeRegistration(traits: Set(traits.map { $0.identifier })) {
        view, previous in
        if let environment = view as? TraitEnvironment { handler(environment, previous) }
      }
      traitRegistrations.append(registration)
      return registration
    }

    /// Removes a registration. UITraitCollection.h, iPhoneOS17.5.sdk.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
      traitRegistrations.removeAll { $0 === registration }
    }
  }

  extension UIView {
    /// The view and its descendants, breadth first: parents before their children.
    var subtree: [UIView] {
      var views = [self]
      var index = 0
      while index < views.count {
        views += views[index].subviews
        index += 1
      }
      return views
    }

    /// The traits the view would have now: its superview's, with its own overrides.
    var currentTraits: UITraitCollection {
      (superview?.currentTraits ?? .standard).overridden(by: traitOverrides)
    }
  }

  /// The views waiting for a layout pass, run on the main actor's next turn.
  @MainActor
  enum LayoutPass {
    private static var pending: [WeakView] = []
    private static var isScheduled = false

    /// Marks a view as waiting for the next pass, and schedules the pass.
    static func schedule(_ view: UIView) {
      guard !view.needsLayoutPass else { return }
      view.needsLayoutPass = true
      pending.append(WeakView(view: view))
      guard !isScheduled else { return }
      isScheduled = true
      Task { @MainActor in runPending() }
    }

    /// Runs the pass of every view still waiting, as the run loop's turn would.
    static func runPending() {
      isScheduled = false
      let views = pending.compactMap(\.view)
      pending = []
      for view in views where view.needsLayoutPass { run(below: view.topmost) }
    }

    /// Runs a view's pass: its subtree's traits, then each view's updates and layout.
    static func run(below root: UIView) {
      TraitUpdate.run(below: root)
      for view in root.subtree {
        view.needsLayoutPass = false
        view.updateBeforeLayout()
        view.layoutSubviews()
      }
    }
  }

  /// A trait update: each view of a subtree whose traits changed gets them, then hears of
  /// the change, parents first, with its new traits as `UITraitCollection.current`.
  @MainActor
  enum TraitUpdate {
    static func run(below root: UIView) {
      for view in root.subtree {
        let previous = view.deliveredTraits
        let current = view.currentTraits
        guard !previous.isEqual(current) else { continue }
        view.deliveredTraits = current
        current.performAsCurrent { notify(view, of: current, from: previous) }
      }
    }

    private static func notify(
      _ view: UIView, of current: UITraitCollection, from previous: UITraitCollection
    ) {
      view.traitCollectionDidChange(previous)
      view.owningViewController?.traitCollectionDidChange(previous)
      let changed = Set(current.values.keys.filter { current.values[$0] != previous.values[$0] })
      for registration in view.traitRegistrations
      where !registration.traits.isDisjoint(with: changed) {
        registration.handler(view, previous)
      }
    }
  }

  /// A view held weakly, so that waiting for a pass keeps no view alive.
  struct WeakView {
    weak var view: UIView?
  }

  extension UIView {
    /// The view at the top of the view's tree.
    fileprivate var topmost: UIView {
      var view = self
      while let superview = view.superview { view = superview }
      return view
    }
  }
#endif
