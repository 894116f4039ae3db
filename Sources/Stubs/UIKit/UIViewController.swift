#if os(Linux)
  public import Foundation

  /// An object that manages a view: its view is made on first use, by `loadView()`, and
  /// `viewDidLoad()` follows. UIViewController.h, iPhoneOS18.0.sdk: main-actor isolated
  /// (`NS_SWIFT_UI_ACTOR`), unavailable on watchOS.
  @MainActor
  @available(watchOS, unavailable)
  open class UIViewController: UIResponder, UITraitEnvironment {
    /// Creates a controller whose view comes from a nib, or, with no nib, from `loadView()`.
    /// UIViewController.h, iPhoneOS18.0.sdk: the designated initializer; the stub loads no
    /// nibs.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
      super.init()
    }

    /// Creates a controller with no nib, whose view comes from `loadView()`: NSObject's
    /// initializer, which Swift imports as a convenience initializer beside UIViewController's
    /// designated ones.
    public convenience override init() {
      self.init(nibName: nil, bundle: nil)
    }

    /// Creates a controller from an archive. UIViewController.h, iPhoneOS18.0.sdk: the other
    /// designated initializer; the stub archives nothing and always fails.
    public required init?(coder: NSCoder) {
      return nil
    }

    /// The controller's view, made by `loadView()` the first time it is read
    /// (`null_resettable`: setting `nil` makes the next read load it again).
    /// UIViewController.h, iPhoneOS18.0.sdk.
    open var view: UIView! {
      get {
        if loadedView == nil {
          loadView()
          if loadedView == nil { loadedView = UIView() }
          viewDidLoad()
        }
        return loadedView
      }
      set { loadedView = newValue }
    }

    /// The loaded view, which knows its controller: the controller hears of its trait changes.
    private var loadedView: UIView? {
      didSet {
        oldValue?.owningViewController = nil
        loadedView?.owningViewController = self
      }
    }

    /// Whether the view is loaded. UIViewController.h, iPhoneOS18.0.sdk; iOS 3.
    open var isViewLoaded: Bool { loadedView != nil }

    /// Makes the view; the default makes a plain view. Override it to build the view in
    /// code. UIViewController.h, iPhoneOS18.0.sdk.
    open func loadView() {
      loadedView = UIView()
    }

    /// Called after the view is loaded. UIViewController.h, iPhoneOS18.0.sdk.
    open func viewDidLoad() {}

    /// The controller's traits: its view's. UIViewController.h, iPhoneOS18.0.sdk
    /// (`UITraitEnvironment`).
    open var traitCollection: UITraitCollection {
      loadedView?.traitCollection ?? .standard
    }

    /// Called when the traits of the controller's view change, at a trait update.
    /// UIViewController.h, iPhoneOS18.0.sdk (`UITraitEnvironment`); deprecated in iOS 17 for
    /// trait change registration.
    @available(iOS, introduced: 8.0, deprecated: 17.0)
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
  }
#endif
