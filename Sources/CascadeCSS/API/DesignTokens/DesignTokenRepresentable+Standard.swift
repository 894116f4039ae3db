// The standard library's values as design token values: lengths and numbers as `Double`,
// font families as `String`.

extension Double: DesignTokenRepresentable {
  /// `dimension`, then `number`: a `Double` token is a length in points unless its file
  /// says it is a plain number.
  public static var designTokenTypes: [DesignTokenType] { [.dimension, .number] }

  /// Reads a `number` (`0.5`), or a `dimension` in points: `"12px"` and `"12pt"` are 12
  /// (one CSS pixel is one point, as in text sheets), and `"1rem"` is 16, the root font
  /// size of CSS; `{"value": 12, "unit": "px"}` is the format's newer spelling.
  ///
  /// ```swift
  /// let gutter = try Double(designTokenValue: .string("1.5rem"), type: .dimension)  // 24
  /// ```
  ///
  /// - Parameters:
  ///   - json: The value.
  ///   - type: `dimension` or `number`.
  /// - Throws: ``DesignTokenValueError`` for anything else.
  public init(designTokenValue json: JSONValue, type: DesignTokenType) throws(DesignTokenValueError)
  {
    if type == .number {
      guard let number = json.numberValue else { throw DesignTokenValueError(expected: "a number") }
      self = number
      return
    }
    self = try Self.dimension(json)
  }

  /// The length as the format's 2025.10 dimension object, in `px`: `{"value": 12, "unit":
  /// "px"}`.
  public var designTokenValue: JSONValue {
    .object([("value", .number(self)), ("unit", .string("px"))])
  }

  /// Points per `rem`: the root font size of CSS, 16.
  static let pointsPerRem = 16.0

  private static let dimensionSyntax = "a dimension in `px`, `pt` or `rem`"

  private static func dimension(_ json: JSONValue) throws(DesignTokenValueError) -> Double {
    switch json {
    case .string(let text):
      let unit = String(text.reversed().prefix { $0.isLetter }.reversed())
      guard let number = Double(text.dropLast(unit.count)), number.isFinite else {
        throw DesignTokenValueError(expected: dimensionSyntax)
      }
      return try scaled(number, unit: unit)
    case .object:
      try json.checkMembers(["value", "unit"])
      guard let number = json["value"]?.numberValue, let unit = json["unit"]?.stringValue else {
        throw DesignTokenValueError(expected: dimensionSyntax)
      }
      return try scaled(number, unit: unit)
    default: throw DesignTokenValueError(expected: dimensionSyntax)
    }
  }

  private static func scaled(_ number: Double, unit: String) throws(DesignTokenValueError) -> Double
  {
    let points: Double
    switch unit {
    case "px", "pt": points = number
    case "rem": points = number * pointsPerRem
    default: throw DesignTokenValueError(expected: dimensionSyntax)
    }
    // `1e308` is finite, but `1e308rem` in points is not.
    guard points.isFinite else { throw DesignTokenValueError(expected: "a finite dimension") }
    return points
  }
}

extension String: DesignTokenRepresentable {
  /// `fontFamily`.
  public static var designTokenTypes: [DesignTokenType] { [.fontFamily] }

  /// Reads a family name, `"Avenir Next"`, or a list of names, of which the first is used,
  /// as an app on one platform would: `["Avenir Next", "Helvetica", "sans-serif"]`.
  ///
  /// ```swift
  /// let family = try String(designTokenValue: .string("Avenir Next"), type: .fontFamily)
  /// ```
  ///
  /// - Parameters:
  ///   - json: The value.
  ///   - type: `fontFamily`.
  /// - Throws: ``DesignTokenValueError`` for anything else: an empty list, or an empty
  ///   name.
  public init(designTokenValue json: JSONValue, type: DesignTokenType) throws(DesignTokenValueError)
  {
    // An empty name names no family: in a list, each name must be one.
    switch json {
    case .string(let name) where !name.isEmpty: self = name
    case .array(let names):
      let strings = names.compactMap(\.stringValue).filter { !$0.isEmpty }
      guard let first = strings.first, strings.count == names.count else {
        throw DesignTokenValueError(expected: "a font family name, or a list of names")
      }
      self = first
    default: throw DesignTokenValueError(expected: "a font family name, or a list of names")
    }
  }

  /// The family name.
  public var designTokenValue: JSONValue { .string(self) }
}
