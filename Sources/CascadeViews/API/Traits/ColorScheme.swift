/// Light or dark appearance; mirrors `UIUserInterfaceStyle`.
///
/// ```swift
/// var traits = Traits()
/// traits.colorScheme = .dark
/// ```
public enum ColorScheme: Hashable, Sendable, CaseIterable {
  /// The light appearance.
  case light
  /// The dark appearance.
  case dark
}

/// A horizontal or vertical size class; mirrors `UIUserInterfaceSizeClass`.
///
/// ```swift
/// var traits = Traits()
/// traits.horizontalSizeClass = .compact
/// ```
public enum SizeClass: Hashable, Sendable, CaseIterable {
  /// A constrained space, such as an iPhone's width in portrait.
  case compact
  /// An expansive space, such as an iPad's full width.
  case regular
}

/// The direction text and layout run in; mirrors `UIUserInterfaceLayoutDirection`.
///
/// ```swift
/// var traits = Traits()
/// traits.layoutDirection = .rightToLeft
/// ```
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
  /// Left to right, as in English.
  case leftToRight
  /// Right to left, as in Arabic and Hebrew.
  case rightToLeft
}
