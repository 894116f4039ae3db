#if os(Linux)
  @available(iOS 15.0, tvOS 15.0, *)
  extension UIButton {
    /// How a configuration-based button looks: its background, corners and content
    /// insets. UIButtonConfiguration.h, iPhoneOS18.0.sdk; iOS 15, the struct
    /// `UIButton.Configuration` in Swift, main-actor isolated. The stub keeps what
    /// CascadeUIKit reads and sets, and draws nothing.
    @MainActor
    public struct Configuration {
      /// How the background's corner radius is read. UIButtonConfiguration.h,
      /// iPhoneOS18.0.sdk (`UIButtonConfigurationCornerStyle`).
      public enum CornerStyle: Int, Sendable {
        /// The background's radius as it is.
        case fixed = -1
        /// The background's radius, scaled with Dynamic Type; the default.
        case dynamic = 0
        /// A small system radius.
        case small = 1
        /// A medium system radius.
        case medium = 2
        /// A large system radius.
        case large = 3
        /// Round ends.
        case capsule = 4
      }

      /// The background. UIButtonConfiguration.h, iPhoneOS18.0.sdk.
      public var background: UIBackgroundConfiguration = .clear()
      /// How `background.cornerRadius` is read. UIButtonConfiguration.h, iPhoneOS18.0.sdk.
      public var cornerStyle: CornerStyle = .dynamic
      /// The insets from the button's bounds to its content. UIButtonConfiguration.h,
      /// iPhoneOS18.0.sdk. A style's default depends on the button's size; the stub's is
      /// some insets that are not zero, as UIKit's are.
      public var contentInsets = NSDirectionalEdgeInsets(
        top: 6, leading: 12, bottom: 6, trailing: 12)

      /// A button with no background. UIButtonConfiguration.h, iPhoneOS18.0.sdk
      /// (`plainButtonConfiguration`).
      public static func plain() -> Configuration { Configuration() }
    }

    /// What a button's configuration update handler is. UIButton.h, iPhoneOS16.1.sdk;
    /// iOS 15.
    public typealias ConfigurationUpdateHandler = (UIButton) -> Void
  }
#endif
