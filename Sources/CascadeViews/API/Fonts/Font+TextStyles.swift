extension Font {
  /// The system font for a text style at a content-size category.
  ///
  /// Mirrors `UIFont.preferredFont(forTextStyle:compatibleWith:)`. Sizes follow Apple's
  /// Dynamic Type table for iOS; ``TextStyle/headline`` is semibold, every other style
  /// regular. The font keeps its ``textStyle``, so ``scaled(for:)`` can resize it later.
  ///
  /// ```swift
  /// Font.preferred(.body).size                              // 17.0
  /// Font.preferred(.body, for: .accessibilityMedium).size   // 28.0
  /// ```
  ///
  /// - Parameters:
  ///   - style: The text style.
  ///   - category: The content-size category; ``ContentSizeCategory/large`` by default.
  /// - Returns: A system font carrying `style` as its text style.
  public static func preferred(
    _ style: TextStyle, for category: ContentSizeCategory = .large
  ) -> Font {
    Font(
      family: .system, size: style.pointSize(for: category), weight: style.weight,
      textStyle: style)
  }

  /// The font resized for a content-size category.
  ///
  /// A font with a ``textStyle`` takes its size from the Dynamic Type table for that
  /// category and keeps its family, weight and italic. Any other font has a fixed size and
  /// is returned unchanged.
  ///
  /// ```swift
  /// Font.headline.scaled(for: .extraSmall).size               // 14.0
  /// Font.system(size: 12).scaled(for: .extraSmall).size       // 12.0
  /// ```
  ///
  /// - Parameter category: The content-size category.
  /// - Returns: The resized font, or this font when it has no text style.
  public func scaled(for category: ContentSizeCategory) -> Font {
    guard let textStyle else { return self }
    return Font(
      family: family, size: textStyle.pointSize(for: category), weight: weight,
      isItalic: isItalic, textStyle: textStyle)
  }

  /// The large title style at the default size: system, 34 pt.
  ///
  /// ```swift
  /// Setter(\Label.font, .largeTitle)
  /// ```
  public static var largeTitle: Font { .preferred(.largeTitle) }

  /// The title style at the default size: system, 28 pt.
  ///
  /// ```swift
  /// Setter(\Label.font, .title)
  /// ```
  public static var title: Font { .preferred(.title) }

  /// The second title style at the default size: system, 22 pt.
  ///
  /// ```swift
  /// Setter(\Label.font, .title2)
  /// ```
  public static var title2: Font { .preferred(.title2) }

  /// The third title style at the default size: system, 20 pt.
  ///
  /// ```swift
  /// Setter(\Label.font, .title3)
  /// ```
  public static var title3: Font { .preferred(.title3) }

  /// The headline style at the default size: system, 17 pt, semibold.
  ///
  /// ```swift
  /// Setter(\Label.font, .headline)
  /// ```
  public static var headline: Font { .preferred(.headline) }

  /// The body style at the default size: system, 17 pt.
  ///
  /// ```swift
  /// Setter(\Label.font, .body)
  /// ```
  public static var body: Font { .preferred(.body) }

  /// The callout style at the default size: system, 16 pt.
  ///
  /// ```swift
  /// Setter(\Label.font, .callout)
  /// ```
  public static var callout: Font { .preferred(.callout) }

  /// The subheadline style at the default size: system, 15 pt.
  ///
  /// ```swift
  /// Setter(\Label.font, .subheadline)
  /// ```
  public static var subheadline: Font { .preferred(.subheadline) }

  /// The footnote style at the default size: system, 13 pt.
  ///
  /// ```swift
  /// Setter(\Label.font, .footnote)
  /// ```
  public static var footnote: Font { .preferred(.footnote) }

  /// The caption style at the default size: system, 12 pt.
  ///
  /// ```swift
  /// Setter(\Label.font, .caption)
  /// ```
  public static var caption: Font { .preferred(.caption) }

  /// The second caption style at the default size: system, 11 pt.
  ///
  /// ```swift
  /// Setter(\Label.font, .caption2)
  /// ```
  public static var caption2: Font { .preferred(.caption2) }
}
