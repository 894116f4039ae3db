// The standard traits, as UIKit's trait collection and accessibility settings give them.
// Each key is public so it can be used with `Traits.setting(_:to:)`; the properties on
// `Traits` are the usual way to read and write them.

/// The key of ``Cascade/Traits/colorScheme``.
public enum ColorSchemeKey: TraitKey {
  /// Light, as on a device that has not chosen dark mode.
  public static let defaultValue = ColorScheme.light
}

/// The key of ``Cascade/Traits/horizontalSizeClass``.
public enum HorizontalSizeClassKey: TraitKey {
  /// Compact, as on an iPhone in portrait.
  public static let defaultValue = SizeClass.compact
}

/// The key of ``Cascade/Traits/verticalSizeClass``.
public enum VerticalSizeClassKey: TraitKey {
  /// Regular, as on an iPhone in portrait.
  public static let defaultValue = SizeClass.regular
}

/// The key of ``Cascade/Traits/contentSizeCategory``.
public enum ContentSizeCategoryKey: TraitKey {
  /// The standard category, `.large`.
  public static let defaultValue = ContentSizeCategory.large
}

/// The key of ``Cascade/Traits/layoutDirection``.
public enum LayoutDirectionKey: TraitKey {
  /// Left to right.
  public static let defaultValue = LayoutDirection.leftToRight
}

/// The key of ``Cascade/Traits/isBoldTextEnabled``.
public enum BoldTextKey: TraitKey {
  /// Off.
  public static let defaultValue = false
}

/// The key of ``Cascade/Traits/isIncreasedContrastEnabled``.
public enum IncreasedContrastKey: TraitKey {
  /// Off.
  public static let defaultValue = false
}

/// The key of ``Cascade/Traits/isReduceTransparencyEnabled``.
public enum ReduceTransparencyKey: TraitKey {
  /// Off.
  public static let defaultValue = false
}

/// The key of ``Cascade/Traits/isReduceMotionEnabled``.
public enum ReduceMotionKey: TraitKey {
  /// Off.
  public static let defaultValue = false
}
