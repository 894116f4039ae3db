#if os(Linux)
  public import Foundation

  /// How a view's background is drawn: its fill, its corners. UIBackgroundConfiguration.h,
  /// iPhoneOS16.4.sdk; iOS 14, a struct in Swift, main-actor isolated. The stub keeps the
  /// two properties CascadeUIKit sets and draws nothing.
  @available(iOS 14.0, tvOS 14.0, *)
  @MainActor
  @available(watchOS, unavailable)
  public struct UIBackgroundConfiguration {
    /// The fill; `nil` for the view's tint color. UIBackgroundConfiguration.h,
    /// iPhoneOS16.4.sdk.
    public var backgroundColor: UIColor?
    /// The corner radius of the fill, with a continuous curve; 0 by default.
    /// UIBackgroundConfiguration.h, iPhoneOS16.4.sdk.
    public var cornerRadius: CGFloat = 0

    /// A configuration with no fill or styling. UIBackgroundConfiguration.h,
    /// iPhoneOS16.4.sdk (`clearConfiguration`).
    public static func clear() -> UIBackgroundConfiguration {
      UIBackgroundConfiguration(backgroundColor: .clear)
    }
  }
#endif
