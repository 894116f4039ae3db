#if os(Linux)
  public import Foundation

  /// The accessibility settings that are not traits. UIAccessibility.h, iPhoneOS18.0.sdk,
  /// whose functions Swift imports into this namespace. The stub's settings are always off.
  public enum UIAccessibility {
    /// Whether Reduce Motion is on. `UIAccessibilityIsReduceMotionEnabled`; iOS 8.
    public static var isReduceMotionEnabled: Bool { false }
    /// Whether Reduce Transparency is on. `UIAccessibilityIsReduceTransparencyEnabled`;
    /// iOS 8.
    public static var isReduceTransparencyEnabled: Bool { false }
    /// Posted when Reduce Motion changes; iOS 8.
    public static let reduceMotionStatusDidChangeNotification = Notification.Name(
      "UIAccessibilityReduceMotionStatusDidChangeNotification")
    /// Posted when Reduce Transparency changes; iOS 8.
    public static let reduceTransparencyStatusDidChangeNotification = Notification.Name(
      "UIAccessibilityReduceTransparencyStatusDidChangeNotification")
  }
#endif
