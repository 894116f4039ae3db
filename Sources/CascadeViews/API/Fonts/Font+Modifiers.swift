extension Font {
  /// This font with another weight; a text style is kept, so it still scales.
  ///
  /// ```swift
  /// let emphasized = Font.body.weight(.semibold)
  /// ```
  ///
  /// - Parameter weight: The new weight.
  /// - Returns: The same font at that weight.
  public func weight(_ weight: Weight) -> Font {
    Font(family: family, size: size, weight: weight, isItalic: isItalic, textStyle: textStyle)
  }

  /// This font in italic; a text style is kept, so it still scales.
  ///
  /// ```swift
  /// let aside = Font.footnote.italic()
  /// ```
  ///
  /// - Returns: The same font with ``isItalic`` set.
  public func italic() -> Font {
    Font(family: family, size: size, weight: weight, isItalic: true, textStyle: textStyle)
  }

  /// This font at a fixed size, which drops its text style: it no longer scales.
  ///
  /// The size is clamped to 1...1,000 points: zero, negative or NaN becomes 1 point,
  /// infinity 1,000 points.
  ///
  /// ```swift
  /// let big = Font.headline.size(24)  // system 24.0 semibold, no text style
  /// ```
  ///
  /// - Parameter size: The new point size.
  /// - Returns: The same family, weight and italic at that size, with no text style.
  public func size(_ size: Double) -> Font {
    Font(family: family, size: size, weight: weight, isItalic: isItalic)
  }
}
