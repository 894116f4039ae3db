/// The `$type` of a design token, as the Design Tokens Community Group format names it.
///
/// Cascade reads ``color``, ``dimension``, ``number``, ``fontFamily``, ``fontWeight``,
/// ``typography``, ``shadow`` and ``border``; a token of any other type of the format is
/// reported as unsupported and left out.
///
/// ```swift
/// let type = DesignTokenType(rawValue: "dimension")
/// print(type?.isSupported ?? false)  // true
/// ```
public enum DesignTokenType: String, Sendable, Hashable, CaseIterable {
  /// A color: `"#1e90ff"`, or with alpha, `"#1e90ff80"`.
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
  /// A shadow: color, offsets, blur, spread (a composite value).
  case shadow
  /// A border: color, width, style (a composite value).
  case border
  /// A duration (not supported).
  case duration
  /// A cubic Bézier curve (not supported).
  case cubicBezier
  /// A stroke style (not supported).
  case strokeStyle
  /// A transition (not supported).
  case transition
  /// A gradient (not supported).
  case gradient
  /// A font style (not part of the format's current draft, and not supported).
  case fontStyle

  /// Whether Cascade reads tokens of this type.
  public var isSupported: Bool {
    switch self {
    case .color, .dimension, .number, .fontFamily, .fontWeight, .typography, .shadow, .border:
      true
    case .duration, .cubicBezier, .strokeStyle, .transition, .gradient, .fontStyle: false
    }
  }
}
