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

    /// How the view's tint is adjusted. UIView.h, iPhoneOS17.0.sdk
    /// (`UIViewTintAdjustmentMode`); iOS 7.
    public enum TintAdjustmentMode: Int, Sendable {
      /// The superview's mode.
      case automatic = 0
      /// The tint as it is.
      case normal = 1
      /// The tint dimmed, as behind a modal view.
      case dimmed = 2
    }

    /// The background color; `nil` by default. UIView.h, iPhoneOS17.0.sdk.
    open var backgroundColor: UIColor?
    /// The tint color: "the first non-default value in the receiver's superview chain
    /// (starting with itself)", else the system's, dimmed when the view's adjustment mode is;
    /// setting `nil` or `UIColor.tintColor` makes it inherit again (null_resettable).
    /// UIView.h, iPhoneOS17.0.sdk; iOS 7. The stub's system tint is `systemBlue`, and its
    /// dimmed tint a gray of the tint's lightness (UIKit's dimming is not documented).
    open var tintColor: UIColor! {
      get {
        let tint = ownTintColor ?? superview?.tintColor ?? .systemBlue
        return tintAdjustmentMode == .dimmed ? Self.dimmed(tint) : tint
      }
      set { ownTintColor = newValue === UIColor.tintColor ? nil : newValue }
    }
    private var ownTintColor: UIColor?
    /// How the tint is adjusted: reading it gives "the first non-default value in the
    /// receiver's superview chain (starting with itself)", else `normal`, never `automatic`.
    /// UIView.h, iPhoneOS17.0.sdk; iOS 7.
    open var tintAdjustmentMode: TintAdjustmentMode {
      get {
        ownTintAdjustmentMode != .automatic
          ? ownTintAdjustmentMode : superview?.tintAdjustmentMode ?? .normal
      }
      set { ownTintAdjustmentMode = newValue }
    }
    private var ownTintAdjustmentMode = TintAdjustmentMode.automatic
    /// The opacity; 1 by default. UIView.h, iPhoneOS17.0.sdk.
    open var alpha: CGFloat = 1
    /// Whether the view is hidden; false by default. UIView.h, iPhoneOS17.0.sdk.
    open var isHidden = false
    /// Whether the view is opaque; true by default. UIView.h, iPhoneOS17.0.sdk.
    open var isOpaque = true
    /// Whether drawing starts from a cleared context; true by default. UIView.h,
    /// iPhoneOS17.0.sdk.
    open var clearsContextBeforeDrawing = true
    /// Whether subviews are clipped to the bounds; false by default. UIView.h,
    /// iPhoneOS17.0.sdk.
    open var clipsToBounds = false
    /// How content fills the bounds; `scaleToFill` by default. UIView.h, iPhoneOS17.0.sdk.
    open var contentMode: ContentMode = .scaleToFill
    /// Whether the view receives touches; true by default. UIView.h, iPhoneOS17.0.sdk.
    open var isUserInteractionEnabled = true
    /// Whether the view takes more than one touch at a time; false by default. UIView.h,
    /// iPhoneOS17.0.sdk; not tvOS.
    @available(tvOS, unavailable)
    open var isMultipleTouchEnabled = false
    /// Whether the view takes touches alone, keeping others from its window; false by
    /// default. UIView.h, iPhoneOS17.0.sdk; not tvOS.
    @available(tvOS, unavailable)
    open var isExclusiveTouch = false
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
    open internal(set) weak var superview: UIView?
    /// The views this one contains, back to front. UIView.h, iPhoneOS17.0.sdk.
    open internal(set) var subviews: [UIView] = []
    /// The view controller whose view this is, which hears of its trait changes.
    weak var owningViewController: UIViewController?

    /// The frame, in the superview's coordinates; zero by default. UIView.h,
    /// iPhoneOS17.0.sdk. The stub lays out nothing: the frame is what was set.
    open var frame: CGRect = .zero
    /// The bounds, in the view's own coordinates: the frame's size at the origin by default;
    /// setting it changes the frame's size about its center. UIView.h, iPhoneOS17.0.sdk.
    open var bounds: CGRect {
      get { CGRect(origin: boundsOrigin, size: frame.size) }
      set {
        let center = self.center
        boundsOrigin = newValue.origin
        frame = CGRect(
          x: center.x - newValue.width / 2, y: center.y - newValue.height / 2,
          width: newValue.width, height: newValue.height)
      }
    }
    private var boundsOrigin = CGPoint.zero
    /// The center of the frame, in the superview's coordinates. UIView.h, iPhoneOS17.0.sdk.
    open var center: CGPoint {
      get { CGPoint(x: frame.midX, y: frame.midY) }
      set {
        frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
      }
    }

    /// The traits the view had at its last trait update.
    var deliveredTraits = UITraitCollection.standard
    /// The view's trait change registrations.
    var traitRegistrations: [TraitChangeRegistration] = []
    /// Whether a trait update or layout is pending for the view.
    var needsLayoutPass = false

    /// The traits this view overrides for itself and its descendants. UIView.h,
    /// iPhoneOS17.0.sdk, a struct of the Swift overlay; iOS 17. A change reaches
    /// `traitCollection` and the trait change callbacks at the next trait update, as UIKit's
    /// does. The stub runs that update at `updateTraitsIfNeeded()`, at `layoutIfNeeded()` or
    /// on the main actor's next turn.
    @available(iOS 17.0, *)
    open var traitOverrides = UITraitOverrides() {
      didSet { LayoutPass.schedule(self) }
    }

    /// The appearance this view and its subviews take, `unspecified` for the inherited one.
    /// UIView.h, iPhoneOS17.0.sdk; iOS 13, not watchOS. As from iOS 17, it is the
    /// appearance of `traitOverrides`.
    @available(iOS 13.0, tvOS 13.0, *)
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
      get { traitOverrides.userInterfaceStyle ?? .unspecified }
      set { traitOverrides.userInterfaceStyle = newValue == .unspecified ? nil : newValue }
    }

    /// Creates a view with a frame. UIView.h, iPhoneOS17.0.sdk: the designated initializer.
    public init(frame: CGRect) {
      self.frame = frame
      super.init()
    }

    /// Creates a view from an archive. UIView.h, iPhoneOS17.0.sdk: the other designated
    /// initializer; the stub archives nothing and always fails.
    public required init?(coder: NSCoder) {
      return nil
    }

    /// Creates a view with a zero frame: NSObject's initializer, which Swift imports on
    /// UIView as a convenience initializer, since UIView declares designated ones of its own.
    public convenience override init() {
      self.init(frame: .zero)
    }

    /// The view's traits as of its last trait update: its superview's, or a portrait phone's
    /// with default settings, with its own overrides. UIView.h, iPhoneOS17.0.sdk
    /// (`UITraitEnvironment`).
    open var traitCollection: UITraitCollection { deliveredTraits }

    /// Called when the view's traits change, at a trait update. UIView.h, iPhoneOS17.0.sdk;
    /// deprecated in iOS 17 for trait change registration.
    @available(iOS, introduced: 8.0, deprecated: 17.0)
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Adds a view on top of the others, taking it from its superview first; its traits
    /// follow at the next trait update. UIView.h, iPhoneOS17.0.sdk.
    open func addSubview(_ view: UIView) {
      view.removeFromSuperview()
      subviews.append(view)
      view.superview = self
      LayoutPass.schedule(view)
    }

    /// Takes the view from its superview; its traits follow at the next trait update.
    /// UIView.h, iPhoneOS17.0.sdk.
    open func removeFromSuperview() {
      guard let superview else { return }
      superview.subviews.removeAll { $0 === self }
      self.superview = nil
      LayoutPass.schedule(self)
    }

    /// Whether the view is this one or one of its descendants ("returns YES for self").
    /// UIView.h, iPhoneOS17.0.sdk.
    open func isDescendant(of view: UIView) -> Bool {
      var current: UIView? = self
      while let candidate = current {
        if candidate === view { return true }
        current = candidate.superview
      }
      return false
    }

    /// The window the view is in, if any. UIView.h, iPhoneOS17.0.sdk.
    open var window: UIWindow? {
      var current: UIView? = self
      while let candidate = current {
        if let window = candidate as? UIWindow { return window }
        current = candidate.superview
      }
      return nil
    }

    /// Marks the layout as needing an update at the next layout pass. UIView.h,
    /// iPhoneOS17.0.sdk.
    open func setNeedsLayout() {
      LayoutPass.schedule(self)
    }

    /// Runs the pending layout pass of the view and its subviews now: UIKit's updates of
    /// traits, then of configurations, then `layoutSubviews()`. UIView.h, iPhoneOS17.0.sdk.
    /// The stub lays out nothing itself.
    open func layoutIfNeeded() {
      LayoutPass.run(below: self)
    }

    /// Lays out the subviews; an override point, called by the layout pass. UIView.h,
    /// iPhoneOS17.0.sdk.
    open func layoutSubviews() {}

    /// Updates the traits of the view and its subviews now, sending the trait change
    /// callbacks at once. UIView.h, iPhoneOS17.0.sdk; iOS 17.
    @available(iOS 17.0, tvOS 17.0, *)
    open func updateTraitsIfNeeded() {
      TraitUpdate.run(below: self)
    }

    /// What the view does in a layout pass before `layoutSubviews()`: a button updates its
    /// configuration.
    func updateBeforeLayout() {}

    /// The dimmed form of a tint: a gray of its lightness.
    private static func dimmed(_ tint: UIColor) -> UIColor {
      let color = tint.resolvedColor(with: .current).extendedSRGB ?? (0.5, 0.5, 0.5, 1)
      let lightness = 0.299 * color.red + 0.587 * color.green + 0.114 * color.blue
      return UIColor(white: lightness, alpha: color.alpha)
    }
  }
#endif
