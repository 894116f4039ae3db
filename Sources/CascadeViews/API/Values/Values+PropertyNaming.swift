// Value types a style reaches into by nested key paths name their properties, so that
// `Setter(\.layoutMargins.top, 8)` reads as `layoutMargins.top` in a dump and is re-rooted
// with its view's properties.

extension EdgeInsets: PropertyNaming {
  /// The names of the four insets.
  ///
  /// ```swift
  /// EdgeInsets.propertyNames[\EdgeInsets.top]  // "top"
  /// ```
  public static var propertyNames: [AnyKeyPath: String] {
    [
      \EdgeInsets.top: "top", \EdgeInsets.leading: "leading",
      \EdgeInsets.bottom: "bottom", \EdgeInsets.trailing: "trailing",
    ]
  }
}

extension Size: PropertyNaming {
  /// The names of the two dimensions.
  ///
  /// ```swift
  /// Size.propertyNames[\Size.width]  // "width"
  /// ```
  public static var propertyNames: [AnyKeyPath: String] {
    [\Size.width: "width", \Size.height: "height"]
  }
}

extension Point: PropertyNaming {
  /// The names of the two coordinates.
  ///
  /// ```swift
  /// Point.propertyNames[\Point.x]  // "x"
  /// ```
  public static var propertyNames: [AnyKeyPath: String] {
    [\Point.x: "x", \Point.y: "y"]
  }
}
