/// The color spaces of the design token format's color objects, with each component's range
/// and the conversion of a color to sRGB by the formulas of CSS Color 4 (§ 18, its sample
/// code), in ColorSpace+Conversion.swift.
enum ColorSpace: String, CaseIterable, Sendable {
  case srgb
  case srgbLinear = "srgb-linear"
  case hsl
  case hwb
  case lab
  case lch
  case oklab
  case oklch
  case displayP3 = "display-p3"
  case a98RGB = "a98-rgb"
  case prophotoRGB = "prophoto-rgb"
  case rec2020
  case xyzD50 = "xyz-d50"
  case xyzD65 = "xyz-d65"

  /// The range of each component as the format bounds it; `nil` where it sets none. A hue
  /// is an angle in degrees, from 0 to less than 360.
  var ranges: [ComponentRange] {
    let unit = ComponentRange(0...1)
    let hue = ComponentRange(0...360, isHue: true)
    let percent = ComponentRange(0...100)
    let open = ComponentRange(nil)
    let atLeastZero = ComponentRange(0...Double.greatestFiniteMagnitude)
    switch self {
    case .srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020: return [unit, unit, unit]
    case .hsl, .hwb: return [hue, percent, percent]
    case .lab: return [percent, open, open]
    case .lch: return [percent, atLeastZero, hue]
    case .oklab: return [unit, open, open]
    case .oklch: return [unit, atLeastZero, hue]
    case .xyzD50, .xyzD65: return [open, open, open]
    }
  }

  /// The components' names, for messages: `hue, saturation, lightness`.
  var componentNames: String {
    switch self {
    case .srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020: "red, green, blue"
    case .hsl: "hue, saturation, lightness"
    case .hwb: "hue, whiteness, blackness"
    case .lab, .oklab: "lightness, a, b"
    case .lch, .oklch: "lightness, chroma, hue"
    case .xyzD50, .xyzD65: "x, y, z"
    }
  }
}

/// The values a color component may take.
struct ComponentRange: Sendable {
  let bounds: ClosedRange<Double>?
  /// A hue takes 0 and not 360 (the format: `[0, 360)`).
  let isHue: Bool

  init(_ bounds: ClosedRange<Double>?, isHue: Bool = false) {
    self.bounds = bounds
    self.isHue = isHue
  }

  func contains(_ value: Double) -> Bool {
    guard let bounds else { return value.isFinite }
    return bounds.contains(value) && !(isHue && value == bounds.upperBound)
  }

  /// `from 0 to 1`, `from 0 to less than 360`, `of 0 or more`, `any number`.
  var text: String {
    guard let bounds else { return "any number" }
    let low = bounds.lowerBound.cssText
    if bounds.upperBound == .greatestFiniteMagnitude { return "\(low) or more" }
    let high = bounds.upperBound.cssText
    return isHue ? "from \(low) to less than \(high)" : "from \(low) to \(high)"
  }
}
