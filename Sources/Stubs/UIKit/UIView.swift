#if os(Linux)
  public import Foundation
  public import QuartzCore

  /// A rectangle on screen, in a tree of views. UIView.h, iPhoneOS17.0.sdk.
  @MainActor
  @available(watchOS, unavailable)
  open class UIView: UIResponder, UITraitEnvironment {
    /// How the view draws its content when its bounds change. UIView.h, iPhoneOS17.0.sdk.
    public enum ContentMode: Int, Sendable {
      /// Stretched to fill.
      case scaleToFill = 0
      /// Scaled to fit, keeping its aspect ratio.
      case scaleAspectFit = 1
      /// Scaled to fill, keeping its aspect ratio; some is clipped.
      case scaleAspectFill = 2
      /// Redrawn.
      case redraw = 3
      /// Centered.
      case center = 4
      /// At the top.
      case top = 5
      /// At the bottom.
      case bottom = 6
      /// At the left.
      case left = 7
      /// At the right.
      case right = 8
      /// At the top left.
      case topLeft = 9
      /// At the top right.
      case topRight = 10
      /// At the bottom left.
      case bottomLeft = 11
      /// At the bottom right.
      case bottomRight = 12
    }

    /// The background color. UIView.h, iPhoneOS17.0.sdk.
    open var backgroundColor: UIColor?
    /// The tint color: an ancestor's when unset (null_resettable). UIView.h,
    /// iPhoneOS17.0.sdk; iOS 7.
    open var tintColor: UIColor! {
      get { ownTintColor ?? superview?.tintColor ?? .systemBlue }
      set { ownTintColor = newValue }
    }
    private var ownTintColor: UIColor?
    /// The opacity. UIView.h, iPhoneOS17.0.sdk.
    open var alpha: CGFloat = 1
    /// Whether the view is hidden. UIView.h, iPhoneOS17.0.sdk.
    open var isHidden = false
    /// Whether the view is opaque. UIView.h, iPhoneOS17.0.sdk.
    open var isOpaque = true
    /// Whether subviews are clipped to the bounds. UIView.h, iPhoneOS17.0.sdk.
    open var clipsToBounds = false
    /// How content fills the bounds. UIView.h, iPhoneOS17.0.sdk.
    open var contentMode: ContentMode = .scaleToFill
    /// Whether the view receives touches. UIView.h, iPhoneOS17.0.sdk.
    open var isUserInteractionEnabled = true
    /// The margins for the view's content. UIView.h, iPhoneOS17.0.sdk; iOS 8.
    open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    /// The margins, leading and trailing following the layout direction. UIView.h,
    /// iPhoneOS17.0.sdk; iOS 11.
    @available(iOS 11.0, *)
    open var directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 8, leading: 8, bottom: 8, trailing: 8)
    /// The layer that draws the view. UIView.h, iPhoneOS17.0.sdk.
    public let layer = CALayer()

    /// Whether the view's autoresizing mask becomes constraints; true for a view made in
    /// code. UIView.h, iPhoneOS17.0.sdk; iOS 6.
    open var translatesAutoresizingMaskIntoConstraints = true
    /// The leading edge. UIView.h, iPhoneOS17.0.sdk; iOS 9.
    public let leadingAnchor = NSLayoutXAxisAnchor()
    /// The trailing edge. UIView.h, iPhoneOS17.0.sdk; iOS 9.
    public let trailingAnchor = NSLayoutXAxisAnchor()
    /// The top edge. UIView.h, iPhoneOS17.0.sdk; iOS 9.
    public let topAnchor = NSLayoutYAxisAnchor()
    /// The bottom edge. UIView.h, iPhoneOS17.0.sdk; iOS 9.
    public let bottomAnchor = NSLayoutYAxisAnchor()
    /// The width. UIView.h, iPhoneOS17.0.sdk; iOS 9.
    public let widthAnchor = NSLayoutDimension()
    /// The height. UIView.h, iPhoneOS17.0.sdk; iOS 9.
    public let heightAnchor = NSLayoutDimension()
    /// The horizontal center. UIView.h, iPhoneOS17.0.sdk; iOS 9.
    public let centerXAnchor = NSLayoutXAxisAnchor()
    /// The vertical center. UIView.h, iPhoneOS17.0.sdk; iOS 9.
    public let centerYAnchor = NSLayoutYAxisAnchor()
    /// The guide inset by the layout margins. UIView.h, iPhoneOS17.0.sdk; iOS 9.
    public let layoutMarginsGuide = UILayoutGuide()
    /// The guide inset from the bars and the screen's rounded corners. UIView.h,
    /// iPhoneOS17.0.sdk; iOS 11.
    @available(iOS 11.0, *)
    public let safeAreaLayoutGuide = UILayoutGuide()

    /// The view that contains this one. UIView.h, iPhoneOS17.0.sdk.
    open private(set) weak var superview: UIView?
    /// The views this one contains, back to front. UIView.h, iPhoneOS17.0.sdk.
    open private(set) var subviews: [UIView] = []

    /// The traits this view overrides for itself and its descendants. The Swift overlay;
    /// iOS 17. Setting it notifies every view whose traits change.
    @available(iOS 17.0, *)
    open var traitOverrides = UITraitOverrides() {
      willSet { traitsBeforeChange = subtreeTraits() }
      didSet { notifyTraitChanges(below: self, from: traitsBeforeChange) }
    }
    private var traitsBeforeChange: [ObjectIdentifier: UITraitCollection] = [:]
    private var traitRegistrations: [TraitChangeRegistration] = []

    /// Creates a view. UIView.h, iPhoneOS17.0.sdk (`init(frame:)`, here without a frame).
    public override init() {
      super.init()
    }

    /// Adds a view on top of the others, taking it from its superview first. UIView.h,
    /// iPhoneOS17.0.sdk.
    open func addSubview(_ view: UIView) {
      let before = view.subtreeTraits()
      view.removeFromSuperview()
      subviews.append(view)
      view.superview = self
      notifyTraitChanges(below: view, from: before)
    }

    /// Takes the view from its superview. UIView.h, iPhoneOS17.0.sdk.
    open func removeFromSuperview() {
      guard let superview else { return }
      superview.subviews.removeAll { $0 === self }
      self.superview = nil
    }

    /// Marks the layout as needing an update. UIView.h, iPhoneOS17.0.sdk.
    open func setNeedsLayout() {}

    /// Lays out the subviews; the stub lays out nothing. UIView.h, iPhoneOS17.0.sdk.
    open func layoutSubviews() {}

    /// The view's traits: its superview's, or a portrait phone's with default settings,
    /// with its own overrides. UIView.h, iPhoneOS17.0.sdk (`UITraitEnvironment`).
    open var traitCollection: UITraitCollection {
      (superview?.traitCollection ?? .standard).overridden(by: traitOverrides)
    }

    /// Called when the view's traits change. UIView.h, iPhoneOS17.0.sdk; deprecated in
    /// iOS 17 for trait change registration.
    @available(iOS, introduced: 8.0, deprecated: 17.0)
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
  }

  @available(iOS 17.0, *)
  extension UIView: UITraitChangeObservable {
    /// Registers a closure called when one of `traits` changes. The Swift overlay's form of
    /// UITraitCollection.h's `registerForTraitChanges:withHandler:`, iPhoneOS17.5.sdk.
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
    /// The view and its descendants, breadth first.
    private var subtree: [UIView] {
      var views = [self]
      var index = 0
      while index < views.count {
        views += views[index].subviews
        index += 1
      }
      return views
    }

    /// The traits of the view and its descendants, before a change.
    fileprivate func subtreeTraits() -> [ObjectIdentifier: UITraitCollection] {
      Dictionary(uniqueKeysWithValues: subtree.map { (ObjectIdentifier($0), $0.traitCollection) })
    }

    /// Sends `traitCollectionDidChange(_:)` and the registered handlers to each view below
    /// `root` whose traits differ from `before`, as UIKit does when it next updates traits.
    fileprivate func notifyTraitChanges(
      below root: UIView, from before: [ObjectIdentifier: UITraitCollection]
    ) {
      for view in root.subtree {
        guard let previous = before[ObjectIdentifier(view)] else { continue }
        let current = view.traitCollection
        guard !previous.isEqual(current) else { continue }
        view.traitCollectionDidChange(previous)
        let changed = Set(current.values.keys.filter { current.values[$0] != previous.values[$0] })
        for registration in view.traitRegistrations
        where !registration.traits.isDisjoint(with: changed) {
          registration.handler(view, previous)
        }
      }
    }
  }
#endif
