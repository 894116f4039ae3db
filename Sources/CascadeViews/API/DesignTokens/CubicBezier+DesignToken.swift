public import CascadeCSS

extension CubicBezier: DesignTokenRepresentable {
  /// `cubicBezier`.
  public static var designTokenTypes: [DesignTokenType] { [.cubicBezier] }

  /// Reads a `cubicBezier` value: four numbers, `[x1, y1, x2, y2]`, each x from 0 to 1.
  ///
  /// ```swift
  /// let accelerate = try CubicBezier(
  ///   designTokenValue: .array([.number(0.5), .number(0), .number(1), .number(1)]),
  ///   type: .cubicBezier)
  /// ```
  ///
  /// - Parameters:
  ///   - json: The value.
  ///   - type: `cubicBezier`.
  /// - Throws: `DesignTokenValueError` for another shape, or an x outside 0 to 1.
  public init(designTokenValue json: JSONValue, type: DesignTokenType) throws(DesignTokenValueError)
  {
    let expected = "four numbers, `[x1, y1, x2, y2]`, each x from 0 to 1"
    guard case .array(let parts) = json, parts.count == 4 else {
      throw DesignTokenValueError(expected: expected)
    }
    let numbers = parts.compactMap(\.numberValue)
    guard numbers.count == 4 else { throw DesignTokenValueError(expected: expected) }
    guard (0...1).contains(numbers[0]), (0...1).contains(numbers[2]) else {
      throw DesignTokenValueError(expected: "\(expected) (an x is not)")
    }
    self.init(x1: numbers[0], y1: numbers[1], x2: numbers[2], y2: numbers[3])
  }

  /// The curve as four numbers.
  public var designTokenValue: JSONValue { .array([x1, y1, x2, y2].map(JSONValue.number)) }
}
