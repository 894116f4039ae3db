#if canImport(UIKit) && !os(watchOS)
  public import CascadeViews
  public import UIKit

  extension UIColor {
    /// The color of a Cascade color, in (extended) sRGB.
    ///
    /// ```swift
    /// view.backgroundColor = UIColor(Color.blue)
    /// ```
    ///
    /// - Parameter color: The color.
    public convenience init(_ color: Color) {
      self.init(
        red: CGFloat(color.red), green: CGFloat(color.green), blue: CGFloat(color.blue),
        alpha: CGFloat(color.opacity))
    }

    /// A dynamic color that follows the appearance: a token's value in the light theme
    /// under the light appearance, in the dark theme under the dark one. A theme without the
    /// token gives the token's default, and a token without one is clear.
    ///
    /// ```swift
    /// label.textColor = UIColor(.primaryText, light: .light, dark: .dark)
    /// ```
    ///
    /// - Parameters:
    ///   - token: The color token.
    ///   - light: The theme of the light appearance.
    ///   - dark: The theme of the dark appearance.
    public convenience init(_ token: Token<Color>, light: Theme, dark: Theme) {
      let lightColor = UIColor(light.value(for: token) ?? token.defaultValue ?? .clear)
      let darkColor = UIColor(dark.value(for: token) ?? token.defaultValue ?? .clear)
      self.init { $0.userInterfaceStyle == .dark ? darkColor : lightColor }
    }
  }

  extension Color {
    /// The sRGB components of a UIKit color; a dynamic color as it resolves for a trait
    /// collection, or for the current one.
    ///
    /// ```swift
    /// let color = Color(UIColor.systemBlue)
    /// ```
    ///
    /// - Parameters:
    ///   - color: The color.
    ///   - traitCollection: The traits a dynamic color resolves for; `nil` for the current.
    public init(_ color: UIColor, resolvedFor traitCollection: UITraitCollection? = nil) {
      let resolved = traitCollection.map(color.resolvedColor(with:)) ?? color
      var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 1)
      _ = resolved.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
      self.init(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }

    /// The sRGB components of a Core Graphics color, in any color space UIKit reads: read
    /// through `UIColor(cgColor:)` and converted as `getRed(_:green:blue:alpha:)` converts,
    /// so that a Display P3 or gray layer color gives its sRGB equivalent, clamped to sRGB's
    /// gamut. A color that no RGB space holds (a pattern) is opaque black.
    ///
    /// ```swift
    /// let border = Color(cgColor: view.layer.borderColor)
    /// ```
    ///
    /// - Parameter cgColor: The color; `nil`, as a layer's unset color, is opaque black.
    public init(cgColor: CGColor?) {
      guard let cgColor else {
        self.init(red: 0, green: 0, blue: 0)
        return
      }
      self.init(UIColor(cgColor: cgColor))
    }
  }
#endif
