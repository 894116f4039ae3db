#if canImport(UIKit) && !os(watchOS)
  public import CascadeViews
  public import UIKit

  /// A view the app names as the root of a styled tree, usually a window or a view
  /// controller's view: it applies a stylesheet to the tree, and applies it again when
  /// something the sheet depends on changes.
  ///
  /// ```swift
  /// let root = StyleRoot(viewController.view, stylesheet: sheet)
  /// label.styleClasses = ["title"]  // restyles on the next turn of the run loop
  /// ```
  ///
  /// The root restyles, coalesced to once per turn of the run loop and never inside a
  /// layout pass, when:
  /// - a view's style classes change;
  /// - a control is touched (touch down, drag in or out, up, cancel);
  /// - a view's traits change: on iOS 17 and later through trait change registration on
  ///   every styled view; below iOS 17, UIKit tells a view's own class only, so call
  ///   ``traitCollectionDidChange(_:)`` from your view controller's
  ///   `traitCollectionDidChange(_:)`; the text size, Reduce Motion and Reduce Transparency
  ///   are observed through their notifications on every version;
  /// - its stylesheet or themes change;
  /// - a view's inline style is set with `setInlineStyle(_:)`;
  /// - ``UIKit/UIView/setNeedsRestyle()`` is called, as it must be after a control's
  ///   `isEnabled` or `isSelected` is set in code, or views are added.
  ///
  /// It restyles in its ``context``: tokens resolve in the theme of the root view's
  /// appearance, and `@media` reads each view's own trait collection. A sheet applied by
  /// hand, `sheet.apply(to: view, in: .dark)`, resolves tokens in the dark theme, but
  /// `@media (prefers-color-scheme: dark)` still reads the view's trait collection, which
  /// is light until the view's `overrideUserInterfaceStyle` (or its window's) says dark.
  ///
  /// A test drives the default scheduler, ``RestyleScheduler/nextTurn``, by running the
  /// scheduled restyle at once, or passes a scheduler of its own:
  ///
  /// ```swift
  /// label.styleClasses = ["title"]
  /// root.restyleIfNeeded()  // the restyle the next turn would run, now
  /// ```
  ///
  /// The view keeps its root alive; the root holds the view weakly.
  @MainActor
  public final class StyleRoot {
    /// The root view; `nil` once it is released.
    public private(set) weak var view: UIView?

    /// The stylesheet; setting it restyles.
    public var stylesheet: Stylesheet {
      didSet { setNeedsRestyle() }
    }

    /// The theme for the light appearance; setting it restyles.
    public var lightTheme: Theme {
      didSet { setNeedsRestyle() }
    }

    /// The theme for the dark appearance; setting it restyles.
    public var darkTheme: Theme {
      didSet { setNeedsRestyle() }
    }

    /// What the last restyle could not apply (missing tokens, cycles); `nil` if it applied
    /// everything.
    public private(set) var lastError: StylesheetError?

    /// How many times the tree has been restyled.
    public private(set) var restyleCount = 0

    private let scheduler: RestyleScheduler
    private var isScheduled = false
    private let observations = NotificationObservations()

    /// Names a view as a root, and schedules its first styling.
    ///
    /// ```swift
    /// let root = StyleRoot(window, stylesheet: sheet, lightTheme: .light, darkTheme: .dark)
    /// ```
    ///
    /// - Parameters:
    ///   - view: The root view; a root already named at it is replaced.
    ///   - stylesheet: The sheet to apply.
    ///   - lightTheme: The theme tokens resolve in under the light appearance.
    ///   - darkTheme: The theme tokens resolve in under the dark appearance.
    ///   - scheduler: When to restyle after a change; by default the next turn of the run
    ///     loop.
    public init(
      _ view: UIView, stylesheet: Stylesheet, lightTheme: Theme = .light, darkTheme: Theme = .dark,
      scheduler: RestyleScheduler = .nextTurn
    ) {
      self.view = view
      self.stylesheet = stylesheet
      self.lightTheme = lightTheme
      self.darkTheme = darkTheme
      self.scheduler = scheduler
      ViewStyleData.of(view).root = self
      observeSettings()
      setNeedsRestyle()
    }

    /// The theme and traits the tree is styled in: the root view's traits, and the theme of
    /// its appearance.
    public var context: StyleContext {
      let traits = view.map { Traits($0.traitCollection) } ?? Traits()
      return StyleContext(
        theme: traits.colorScheme == .dark ? darkTheme : lightTheme, traits: traits)
    }

    /// Schedules a restyle, unless one is already scheduled.
    ///
    /// ```swift
    /// root.setNeedsRestyle()
    /// ```
    public func setNeedsRestyle() {
      guard !isScheduled else { return }
      isScheduled = true
      scheduler.schedule { [weak self] in self?.restyleIfNeeded() }
    }

    /// Brings the tree's traits up to date, then restyles now if a restyle is scheduled. Do
    /// not call it from `layoutSubviews()`.
    ///
    /// A test calls it after a change to see at once the restyle the scheduler would run
    /// later; the scheduled work then finds nothing to do. A change of traits alone counts:
    /// UIKit delivers it at its next trait update, so on iOS 17 and later this method runs
    /// that update first (`updateTraitsIfNeeded()` on the root view), and the change it
    /// delivers schedules the restyle that then runs.
    ///
    /// ```swift
    /// if #available(iOS 17, tvOS 17, *) {
    ///   view.traitOverrides.userInterfaceStyle = .dark
    ///   root.restyleIfNeeded()  // restyles in the dark appearance now
    /// }
    /// ```
    ///
    /// Below iOS 17 a trait change reaches the root only from the app's
    /// `traitCollectionDidChange(_:)` (see ``traitCollectionDidChange(_:)``), after UIKit's
    /// layout pass, which this method does not run.
    public func restyleIfNeeded() {
      updateTraits()
      guard isScheduled else { return }
      isScheduled = false
      restyle()
    }

    /// Brings the tree's trait collections up to date before they are read: UIKit updates
    /// them at its next trait update, not when a view moves or an override changes (iOS 17
    /// has `updateTraitsIfNeeded()` to do it at once; below iOS 17 the layout pass that ran
    /// before this turn has done it). The trait changes it delivers ask for a restyle, so a
    /// change of traits alone is restyled too, and one already scheduled is not scheduled
    /// twice.
    private func updateTraits() {
      guard #available(iOS 17.0, tvOS 17.0, *), !TraitChangePath.takesPathBeforeiOS17
      else { return }
      view?.updateTraitsIfNeeded()
    }

    /// Tells the root that its view controller's or view's traits changed; what an app calls
    /// from `traitCollectionDidChange(_:)` below iOS 17, where trait change registration does
    /// not exist. Harmless on later versions.
    ///
    /// A root view's class, or a view controller (through its `view.styleRoot`), passes the
    /// change on:
    ///
    /// ```swift
    /// final class ScreenView: UIView {
    ///   override func traitCollectionDidChange(_ previous: UITraitCollection?) {
    ///     super.traitCollectionDidChange(previous)
    ///     styleRoot?.traitCollectionDidChange(previous)
    ///   }
    /// }
    /// ```
    ///
    /// - Parameter previousTraitCollection: The traits before the change.
    public func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      setNeedsRestyle()
    }

    private func restyle() {
      guard let view else { return }
      restyleCount += 1
      do {
        try stylesheet.apply(to: view, in: context)
        lastError = nil
      } catch {
        lastError = error
      }
      ChangeObservation.observe(below: view)
    }

    private func observeSettings() {
      let names = [
        UIContentSizeCategory.didChangeNotification,
        UIAccessibility.reduceMotionStatusDidChangeNotification,
        UIAccessibility.reduceTransparencyStatusDidChangeNotification,
      ]
      for name in names {
        observations.observe(name) { [weak self] in self?.setNeedsRestyle() }
      }
    }
  }
#endif
