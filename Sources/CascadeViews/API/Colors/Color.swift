/// A platform-neutral color: sRGB components and opacity, each from 0 to 1.
///
/// Mirrors `UIColor` (and SwiftUI's `Color`) as a plain value: named system colors, hex
/// parsing with typed errors (``init(hex:)``), and a ``hexString`` for dumps.
///
/// ```swift
/// let accent = Color(red: 0.0, green: 0.48, blue: 1.0)
/// let faded = accent.opacity(0.5)
/// let brand = try Color(hex: "#FF9500")
/// ```
public struct Color: Sendable, Hashable {
  /// The red component, from 0 to 1.
  ///
  /// ```swift
  /// Color.red.red  // 1.0
  /// ```
  public let red: Double

  /// The green component, from 0 to 1.
  ///
  /// ```swift
  /// Color.white.green  // 1.0
  /// ```
  public let green: Double

  /// The blue component, from 0 to 1.
  ///
  /// ```swift
  /// Color.blue.blue  // 1.0
  /// ```
  public let blue: Double

  /// The opacity, from 0 (transparent) to 1 (opaque).
  ///
  /// ```swift
  /// Color.clear.opacity  // 0.0
  /// ```
  public let opacity: Double

  /// Creates a color from sRGB components; each is clamped to 0...1, and NaN becomes 0.
  ///
  /// ```swift
  /// let orange = Color(red: 1, green: 0.6, blue: 0)
  /// let clamped = Color(red: 2, green: -1, blue: .nan)  // #FF0000
  /// ```
  ///
  /// - Parameters:
  ///   - red: The red component.
  ///   - green: The green component.
  ///   - blue: The blue component.
  ///   - opacity: The opacity; opaque by default.
  public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    self.red = Self.clamped(red)
    self.green = Self.clamped(green)
    self.blue = Self.clamped(blue)
    self.opacity = Self.clamped(opacity)
  }

  /// This color with a different opacity, clamped to 0...1 (NaN becomes 0).
  ///
  /// ```swift
  /// let scrim = Color.black.opacity(0.4)
  /// ```
  ///
  /// - Parameter opacity: The new opacity.
  /// - Returns: The same components with that opacity.
  public func opacity(_ opacity: Double) -> Color {
    Color(red: red, green: green, blue: blue, opacity: opacity)
  }

  private static func clamped(_ component: Double) -> Double {
    component.isNaN ? 0 : min(max(component, 0), 1)
  }
}
