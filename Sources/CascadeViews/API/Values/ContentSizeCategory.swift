/// The reader's preferred text size, from extra small to the largest accessibility size.
///
/// Mirrors `UIContentSizeCategory` (SwiftUI's `DynamicTypeSize`). Categories compare by size,
/// so `category >= .accessibilityMedium` reads as "an accessibility size".
///
/// ```swift
/// let body = Font.preferred(.body, for: .extraExtraLarge)  // 21 pt
/// ContentSizeCategory.small < .large  // true
/// ```
public enum ContentSizeCategory: Sendable, Hashable, CaseIterable, Comparable {
  /// Extra small (xSmall). Mirrors `UIContentSizeCategory.extraSmall`.
  ///
  /// ```swift
  /// Font.preferred(.body, for: .extraSmall).size  // 14.0
  /// ```
  case extraSmall

  /// Small. Mirrors `UIContentSizeCategory.small`.
  ///
  /// ```swift
  /// Font.preferred(.body, for: .small).size  // 15.0
  /// ```
  case small

  /// Medium. Mirrors `UIContentSizeCategory.medium`.
  ///
  /// ```swift
  /// Font.preferred(.body, for: .medium).size  // 16.0
  /// ```
  case medium

  /// Large, the system default. Mirrors `UIContentSizeCategory.large`.
  ///
  /// ```swift
  /// Font.preferred(.body, for: .large).size  // 17.0
  /// ```
  case large

  /// Extra large (xLarge). Mirrors `UIContentSizeCategory.extraLarge`.
  ///
  /// ```swift
  /// Font.preferred(.body, for: .extraLarge).size  // 19.0
  /// ```
  case extraLarge

  /// Extra extra large (xxLarge). Mirrors `UIContentSizeCategory.extraExtraLarge`.
  ///
  /// ```swift
  /// Font.preferred(.body, for: .extraExtraLarge).size  // 21.0
  /// ```
  case extraExtraLarge

  /// The largest size outside the accessibility sizes (xxxLarge).
  /// Mirrors `UIContentSizeCategory.extraExtraExtraLarge`.
  ///
  /// ```swift
  /// Font.preferred(.body, for: .extraExtraExtraLarge).size  // 23.0
  /// ```
  case extraExtraExtraLarge

  /// The first accessibility size (AX1). Mirrors `UIContentSizeCategory.accessibilityMedium`.
  ///
  /// ```swift
  /// Font.preferred(.body, for: .accessibilityMedium).size  // 28.0
  /// ```
  case accessibilityMedium

  /// The second accessibility size (AX2). Mirrors `UIContentSizeCategory.accessibilityLarge`.
  ///
  /// ```swift
  /// Font.preferred(.body, for: .accessibilityLarge).size  // 33.0
  /// ```
  case accessibilityLarge

  /// The third accessibility size (AX3).
  /// Mirrors `UIContentSizeCategory.accessibilityExtraLarge`.
  ///
  /// ```swift
  /// Font.preferred(.body, for: .accessibilityExtraLarge).size  // 40.0
  /// ```
  case accessibilityExtraLarge

  /// The fourth accessibility size (AX4).
  /// Mirrors `UIContentSizeCategory.accessibilityExtraExtraLarge`.
  ///
  /// ```swift
  /// Font.preferred(.body, for: .accessibilityExtraExtraLarge).size  // 47.0
  /// ```
  case accessibilityExtraExtraLarge

  /// The largest size of all (AX5).
  /// Mirrors `UIContentSizeCategory.accessibilityExtraExtraExtraLarge`.
  ///
  /// ```swift
  /// Font.preferred(.body, for: .accessibilityExtraExtraExtraLarge).size  // 53.0
  /// ```
  case accessibilityExtraExtraExtraLarge

  /// The system default category, ``large``.
  ///
  /// ```swift
  /// Font.preferred(.body, for: .standard) == .body  // true
  /// ```
  public static var standard: ContentSizeCategory { .large }

  /// Whether this is one of the five accessibility sizes (AX1 to AX5).
  ///
  /// Mirrors `UIContentSizeCategory.isAccessibilityCategory`.
  ///
  /// ```swift
  /// ContentSizeCategory.accessibilityMedium.isAccessibilityCategory  // true
  /// ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory  // false
  /// ```
  public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

  /// The position of this category in ``allCases``, from 0 (extra small) to 11 (AX5).
  var index: Int { Self.allCases.count(where: { $0 < self }) }
}
