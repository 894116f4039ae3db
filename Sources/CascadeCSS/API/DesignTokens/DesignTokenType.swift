/// The `$type` of a design token, as the Design Tokens Community Group format names it.
///
/// Cascade reads every type of the format's 2025.10 version; ``fontStyle``, which is not
/// one of them, is reported as unsupported and left out.
///
/// ```swift
/// let type = DesignTokenType(rawValue: "dimension")
/// print(type?.isSupported ?? false)  // true
/// ```
public enum DesignTokenType: String, Sendable, Hashable, CaseIterable {
  /// A color: a color object in one of the format's spaces, or the drafts' hex, `"#1e90ff"`.
  case color
  /// A length: `"12px"`, `"12pt"`, `"1rem"`, or `{"value": 12, "unit": "px"}`.
  case dimension
  /// A plain number: `0.5`.
  case number
  /// A font's family name, or a list of names of which the first is used.
  case fontFamily
  /// A font's weight: a number from 1 to 1000, or a name such as `"bold"`.
  case fontWeight
  /// A font: family, size, weight (a composite value).
  case typography
  /// A shadow: color, offsets, blur, spread, inset (a composite value), or a list of them.
  case shadow
  /// A border: color, width, style (a composite value).
  case border
  /// A length of time: `{"value": 150, "unit": "ms"}`.
  case duration
  /// A cubic Bézier timing curve: `[x1, y1, x2, y2]`.
  case cubicBezier
  /// A line's style: a keyword, `"dashed"`, or a dash object.
  case strokeStyle
  /// A transition: duration, delay, timing function (a composite value).
  case transition
  /// A gradient: a list of stops, each a color and a position.
  case gradient
  /// A font style (not part of the format's current draft, and not supported).
  case fontStyle

  /// Whether Cascade reads tokens of this type.
  public var isSupported: Bool {
    switch self {
    case .color, .dimension, .number, .fontFamily, .fontWeight, .typography, .shadow, .border,
      .duration, .cubicBezier, .strokeStyle, .transition, .gradient:
      true
    case .fontStyle: false
    }
  }
}
