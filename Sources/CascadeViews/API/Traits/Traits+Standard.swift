extension Traits {
  /// Light or dark appearance.
  ///
  /// ```swift
  /// var traits = Traits()
  /// traits.colorScheme = .dark
  /// ```
  public var colorScheme: ColorScheme {
    get { self[ColorSchemeKey.self] }
    set { self[ColorSchemeKey.self] = newValue }
  }

  /// The horizontal size class.
  ///
  /// ```swift
  /// var traits = Traits()
  /// traits.horizontalSizeClass = .regular
  /// ```
  public var horizontalSizeClass: SizeClass {
    get { self[HorizontalSizeClassKey.self] }
    set { self[HorizontalSizeClassKey.self] = newValue }
  }

  /// The vertical size class.
  ///
  /// ```swift
  /// var traits = Traits()
  /// traits.verticalSizeClass = .compact
  /// ```
  public var verticalSizeClass: SizeClass {
    get { self[VerticalSizeClassKey.self] }
    set { self[VerticalSizeClassKey.self] = newValue }
  }

  /// The reader's preferred text size.
  ///
  /// ```swift
  /// var traits = Traits()
  /// traits.contentSizeCategory = .accessibilityLarge
  /// ```
  public var contentSizeCategory: ContentSizeCategory {
    get { self[ContentSizeCategoryKey.self] }
    set { self[ContentSizeCategoryKey.self] = newValue }
  }

  /// The direction text and layout run in.
  ///
  /// ```swift
  /// var traits = Traits()
  /// traits.layoutDirection = .rightToLeft
  /// ```
  public var layoutDirection: LayoutDirection {
    get { self[LayoutDirectionKey.self] }
    set { self[LayoutDirectionKey.self] = newValue }
  }

  /// Whether the Bold Text accessibility setting is on.
  ///
  /// ```swift
  /// var traits = Traits()
  /// traits.isBoldTextEnabled = true
  /// ```
  public var isBoldTextEnabled: Bool {
    get { self[BoldTextKey.self] }
    set { self[BoldTextKey.self] = newValue }
  }

  /// Whether the Increase Contrast accessibility setting is on.
  ///
  /// ```swift
  /// var traits = Traits()
  /// traits.isIncreasedContrastEnabled = true
  /// ```
  public var isIncreasedContrastEnabled: Bool {
    get { self[IncreasedContrastKey.self] }
    set { self[IncreasedContrastKey.self] = newValue }
  }

  /// Whether the Reduce Transparency accessibility setting is on.
  ///
  /// ```swift
  /// var traits = Traits()
  /// traits.isReduceTransparencyEnabled = true
  /// ```
  public var isReduceTransparencyEnabled: Bool {
    get { self[ReduceTransparencyKey.self] }
    set { self[ReduceTransparencyKey.self] = newValue }
  }

  /// Whether the Reduce Motion accessibility setting is on.
  ///
  /// ```swift
  /// var traits = Traits()
  /// traits.isReduceMotionEnabled = true
  /// ```
  public var isReduceMotionEnabled: Bool {
    get { self[ReduceMotionKey.self] }
    set { self[ReduceMotionKey.self] = newValue }
  }
}
