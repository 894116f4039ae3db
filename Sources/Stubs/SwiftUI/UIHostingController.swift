#if os(Linux)
  public import Foundation
  public import UIKit

  /// A UIKit view controller whose view shows a SwiftUI view: how a UIKit screen of a mixed
  /// app hosts SwiftUI. arm64-apple-ios.swiftinterface, iPhoneOS18.0.sdk: an open
  /// class, `@MainActor @preconcurrency`, generic over a `View`, a `UIViewController`
  /// subclass with missing designated initializers (so none of UIViewController's are
  /// inherited), available from iOS 13 and tvOS 13 and unavailable on macOS; the watchOS SDK,
  /// which has no UIKit views, does not declare it. The stub shows nothing: its view is a
  /// plain view.
  @MainActor @preconcurrency
  @available(iOS 13.0, tvOS 13.0, *)
  @available(macOS, unavailable)
  @available(watchOS, unavailable)
  open class UIHostingController<Content: View>: UIViewController {
    /// The SwiftUI view the controller shows. arm64-apple-ios.swiftinterface, iPhoneOS18.0.sdk:
    /// settable, main-actor.
    public var rootView: Content

    /// Creates a controller that shows `rootView`. arm64-apple-ios.swiftinterface,
    /// iPhoneOS18.0.sdk.
    public init(rootView: Content) {
      self.rootView = rootView
      super.init(nibName: nil, bundle: nil)
    }

    /// Creates a controller from an archive, showing `rootView`. arm64-apple-ios.swiftinterface,
    /// iPhoneOS18.0.sdk: failable; the stub archives nothing and always fails.
    public init?(coder aDecoder: NSCoder, rootView: Content) {
      return nil
    }

    /// Creates a controller from an archive. arm64-apple-ios.swiftinterface, iPhoneOS18.0.sdk:
    /// required, failable; the stub always fails.
    public required init?(coder aDecoder: NSCoder) {
      return nil
    }
  }
#endif
