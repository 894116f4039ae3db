extension Color: CustomStringConvertible {
  /// The color as `#RRGGBB`, with `AA` appended when it is not opaque.
  ///
  /// ```swift
  /// Color.blue.description  // "#007AFF"
  /// ```
  public var description: String {
    let components = opacity < 1 ? [red, green, blue, opacity] : [red, green, blue]
    return "#" + components.map(Self.hexByte).joined()
  }

  private static func hexByte(_ component: Double) -> String {
    let byte = Int(component * 255 + 0.5)  // components are clamped to 0...1
    let digits = String(byte, radix: 16, uppercase: true)
    return byte < 16 ? "0" + digits : digits
  }
}
