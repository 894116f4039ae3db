extension Color: CustomStringConvertible {
  /// The color as a hex string: its ``hexString``.
  ///
  /// ```swift
  /// Color.blue.description                // "#007AFF"
  /// Color.black.opacity(0.5).description  // "#00000080"
  /// ```
  public var description: String { hexString }
}
