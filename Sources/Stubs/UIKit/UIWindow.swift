#if os(Linux)
  internal import Foundation

  /// The backdrop of an app's views, which holds a view controller's view. UIWindow.h,
  /// iPhoneOS17.5.sdk: main-actor isolated, unavailable on watchOS. The stub shows nothing on
  /// a screen and has no scene (`init(windowScene:)` is left out).
  @MainActor
  @available(watchOS, unavailable)
  open class UIWindow: UIView {
    /// The controller whose view fills the window; assigning one "installs the view
    /// controller's view as the content view of the window"; `nil` by default. UIWindow.h,
    /// iPhoneOS17.5.sdk; iOS 4.
    open var rootViewController: UIViewController? {
      didSet {
        guard oldValue !== rootViewController else { return }
        if let old = oldValue, old.isViewLoaded, old.view.superview === self {
          old.view.removeFromSuperview()
        }
        rootViewController.map { addSubview($0.view) }
      }
    }

    /// Whether the window is its scene's key window. UIWindow.h, iPhoneOS17.5.sdk.
    open private(set) var isKeyWindow = false

    /// Shows the window and makes it key. UIWindow.h, iPhoneOS17.5.sdk.
    open func makeKeyAndVisible() {
      isHidden = false
      isKeyWindow = true
    }
  }
#endif
