#if os(Linux)
  public import Foundation

  /// The reader's preferred text size: a string-backed type, as the SDK's
  /// `NS_TYPED_ENUM`s import. UIContentSizeCategory.h, iPhoneOS18.0.sdk; iOS 7.
  public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
    /// The category's identifier.
    public let rawValue: String

    /// Creates a category from its identifier.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// Not known.
    @available(iOS 10.0, *)
    public static let unspecified = Self(rawValue: "_UICTContentSizeCategoryUnspecified")
    /// Extra small.
    public static let extraSmall = Self(rawValue: "UICTContentSizeCategoryXS")
    /// Small.
    public static let small = Self(rawValue: "UICTContentSizeCategoryS")
    /// Medium.
    public static let medium = Self(rawValue: "UICTContentSizeCategoryM")
    /// Large, the default.
    public static let large = Self(rawValue: "UICTContentSizeCategoryL")
    /// Extra large.
    public static let extraLarge = Self(rawValue: "UICTContentSizeCategoryXL")
    /// Extra extra large.
    public static let extraExtraLarge = Self(rawValue: "UICTContentSizeCategoryXXL")
    /// Extra extra extra large.
    public static let extraExtraExtraLarge = Self(rawValue: "UICTContentSizeCategoryXXXL")
    /// Accessibility medium.
    public static let accessibilityMedium = Self(
      rawValue: "UICTContentSizeCategoryAccessibilityM")
    /// Accessibility large.
    public static let accessibilityLarge = Self(rawValue: "UICTContentSizeCategoryAccessibilityL")
    /// Accessibility extra large.
    public static let accessibilityExtraLarge = Self(
      rawValue: "UICTContentSizeCategoryAccessibilityXL")
    /// Accessibility extra extra large.
    public static let accessibilityExtraExtraLarge = Self(
      rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    /// Accessibility extra extra extra large.
    public static let accessibilityExtraExtraExtraLarge = Self(
      rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// Posted when the reader changes the preferred text size.
    /// UIContentSizeCategory.h, iPhoneOS18.0.sdk.
    public static let didChangeNotification = Notification.Name(
      "UIContentSizeCategoryDidChangeNotification")
  }
#endif
