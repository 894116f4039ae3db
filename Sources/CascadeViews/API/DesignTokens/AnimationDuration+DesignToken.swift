public import CascadeCSS

extension AnimationDuration: DesignTokenRepresentable {
  /// `duration`.
  public static var designTokenTypes: [DesignTokenType] { [.duration] }

  /// Reads a `duration` value: `{"value": 150, "unit": "ms"}`, the unit `ms` or `s` and the
  /// value a number of 0 or more; or the drafts' string, `"150ms"`, `"0.5s"`.
  ///
  /// ```swift
  /// let quick = try AnimationDuration(
  ///   designTokenValue: .object([("value", .number(150)), ("unit", .string("ms"))]),
  ///   type: .duration)
  /// ```
  ///
  /// - Parameters:
  ///   - json: The value.
  ///   - type: `duration`.
  /// - Throws: `DesignTokenValueError` for a negative value, another unit, or another shape.
  public init(designTokenValue json: JSONValue, type: DesignTokenType) throws(DesignTokenValueError)
  {
    let (number, unit) = try Self.parts(json)
    guard number.isFinite, number >= 0 else {
      throw DesignTokenValueError(expected: "a duration of 0 or more", member: "value")
    }
    let milliseconds: Double
    switch unit {
    case "ms": milliseconds = number
    case "s": milliseconds = number * 1000
    default: throw DesignTokenValueError(expected: "`ms` or `s`", member: "unit")
    }
    // `1e306` is finite, but `1e306s` in milliseconds is not.
    guard milliseconds.isFinite else {
      throw DesignTokenValueError(expected: "a finite duration", member: "value")
    }
    self.init(milliseconds: milliseconds)
  }

  /// The duration as a `duration` object in milliseconds: `{"value": 150, "unit": "ms"}`.
  public var designTokenValue: JSONValue {
    .object([("value", .number(milliseconds)), ("unit", .string("ms"))])
  }

  private static let syntax = #"a duration, `{"value": 150, "unit": "ms"}`"#

  private static func parts(
    _ json: JSONValue
  ) throws(DesignTokenValueError) -> (number: Double, unit: String) {
    switch json {
    case .string(let text):
      let unit = String(text.reversed().prefix { $0.isLetter }.reversed())
      guard let number = Double(text.dropLast(unit.count)) else {
        throw DesignTokenValueError(expected: syntax)
      }
      return (number, unit)
    case .object:
      try json.checkMembers(["value", "unit"])
      guard let number = json["value"]?.numberValue else {
        throw DesignTokenValueError(expected: "a number", member: "value")
      }
      guard let unit = json["unit"]?.stringValue else {
        throw DesignTokenValueError(expected: "`ms` or `s`", member: "unit")
      }
      return (number, unit)
    default: throw DesignTokenValueError(expected: syntax)
    }
  }
}
