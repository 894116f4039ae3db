import Foundation

// The conversions of CSS Color 4 (§ 18, "Sample code for color conversions"), written out
// from its formulas and matrices: each space goes to CIE XYZ (D65, or D50 through the
// Bradford transform), then to linear and to gamma-encoded sRGB. A color outside sRGB keeps
// components below 0 or above 1 here; `Color` clips them (Color+DesignToken.swift says why).

extension ColorSpace {
  /// The color as gamma-encoded sRGB components; outside sRGB, some are below 0 or above 1.
  ///
  /// - Parameter components: The three components, in the format's units (a hue in degrees,
  ///   a percentage from 0 to 100); `none` is 0, as CSS Color 4 converts it.
  func sRGB(_ components: [Double]) -> [Double] {
    let (c0, c1, c2) = (components[0], components[1], components[2])
    switch self {
    case .srgb: return [c0, c1, c2]
    case .srgbLinear: return [c0, c1, c2].map(Transfer.linearToSRGB)
    case .hsl: return Self.hslToSRGB(hue: c0, saturation: c1 / 100, lightness: c2 / 100)
    case .hwb: return Self.hwbToSRGB(hue: c0, whiteness: c1 / 100, blackness: c2 / 100)
    default: return Self.xyzD65ToSRGB(xyzD65(c0, c1, c2))
    }
  }

  /// The color in CIE XYZ, D65 white, for the spaces that are not sRGB's own forms.
  private func xyzD65(_ c0: Double, _ c1: Double, _ c2: Double) -> [Double] {
    switch self {
    case .srgb, .srgbLinear, .hsl, .hwb:
      return Matrix.linearSRGBToXYZ.times(sRGB([c0, c1, c2]).map(Transfer.sRGBToLinear))
    case .displayP3:
      return Matrix.linearP3ToXYZ.times([c0, c1, c2].map(Transfer.sRGBToLinear))
    case .a98RGB:
      return Matrix.linearA98ToXYZ.times([c0, c1, c2].map(Transfer.a98ToLinear))
    case .prophotoRGB:
      return Matrix.d50ToD65.times(
        Matrix.linearProPhotoToXYZD50.times([c0, c1, c2].map(Transfer.proPhotoToLinear)))
    case .rec2020:
      return Matrix.linearRec2020ToXYZ.times([c0, c1, c2].map(Transfer.rec2020ToLinear))
    case .xyzD50: return Matrix.d50ToD65.times([c0, c1, c2])
    case .xyzD65: return [c0, c1, c2]
    case .lab: return Matrix.d50ToD65.times(Self.labToXYZD50(c0, c1, c2))
    case .lch: return Matrix.d50ToD65.times(Self.labToXYZD50(c0, c1 * cosine(c2), c1 * sine(c2)))
    case .oklab: return Self.oklabToXYZ(c0, c1, c2)
    case .oklch: return Self.oklabToXYZ(c0, c1 * cosine(c2), c1 * sine(c2))
    }
  }

  private static func xyzD65ToSRGB(_ xyz: [Double]) -> [Double] {
    Matrix.xyzToLinearSRGB.times(xyz).map(Transfer.linearToSRGB)
  }

  /// CSS Color 4's `hslToRgb`: saturation and lightness from 0 to 1.
  static func hslToSRGB(hue: Double, saturation: Double, lightness: Double) -> [Double] {
    let hue = hue.truncatingRemainder(dividingBy: 360) + (hue < 0 ? 360 : 0)
    func channel(_ n: Double) -> Double {
      let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
      let a = saturation * min(lightness, 1 - lightness)
      return lightness - a * max(-1, min(k - 3, 9 - k, 1))
    }
    return [channel(0), channel(8), channel(4)]
  }

  /// CSS Color 4's `hwbToRgb`: whiteness and blackness from 0 to 1; where they add up to 1
  /// or more, the color is the gray of their ratio.
  static func hwbToSRGB(hue: Double, whiteness: Double, blackness: Double) -> [Double] {
    guard whiteness + blackness < 1 else {
      let gray = whiteness / (whiteness + blackness)
      return [gray, gray, gray]
    }
    return hslToSRGB(hue: hue, saturation: 1, lightness: 0.5).map {
      $0 * (1 - whiteness - blackness) + whiteness
    }
  }

  /// CIE Lab to XYZ with the D50 white of CSS Color 4.
  static func labToXYZD50(_ lightness: Double, _ a: Double, _ b: Double) -> [Double] {
    let kappa = 24389.0 / 27
    let epsilon = 216.0 / 24389
    let f1 = (lightness + 16) / 116
    let f0 = a / 500 + f1
    let f2 = f1 - b / 200
    let x = pow(f0, 3) > epsilon ? pow(f0, 3) : (116 * f0 - 16) / kappa
    let y = lightness > kappa * epsilon ? pow(f1, 3) : lightness / kappa
    let z = pow(f2, 3) > epsilon ? pow(f2, 3) : (116 * f2 - 16) / kappa
    let white = [0.3457 / 0.3585, 1, (1 - 0.3457 - 0.3585) / 0.3585]
    return [x * white[0], y * white[1], z * white[2]]
  }

  /// OKLab to XYZ (D65), through the cone responses, cubed.
  static func oklabToXYZ(_ lightness: Double, _ a: Double, _ b: Double) -> [Double] {
    let lms = Matrix.oklabToLMS.times([lightness, a, b]).map { $0 * $0 * $0 }
    return Matrix.lmsToXYZ.times(lms)
  }
}

private func cosine(_ degrees: Double) -> Double { cos(degrees * .pi / 180) }
private func sine(_ degrees: Double) -> Double { sin(degrees * .pi / 180) }
