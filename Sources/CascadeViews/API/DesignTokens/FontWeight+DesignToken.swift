public import CascadeCSS

extension Font.Weight: DesignTokenRepresentable {
  /// `fontWeight`.
  public static var designTokenTypes: [DesignTokenType] { [.fontWeight] }

  /// Reads a weight from 1 to 1000, rounded to the nearest hundred from 100
  /// (``ultraLight``) to 900 (``black``), as in text sheets; or one of the format's names:
  /// `"thin"`, `"light"`, `"normal"`, `"bold"`, ….
  ///
  /// ```swift
  /// let weight = try Font.Weight(designTokenValue: .string("semi-bold"), type: .fontWeight)
  /// ```
  ///
  /// - Parameters:
  ///   - json: The value.
  ///   - type: `fontWeight`.
  /// - Throws: `DesignTokenValueError` for anything else.
  public init(designTokenValue json: JSONValue, type: DesignTokenType) throws(DesignTokenValueError)
  {
    let number = json.numberValue ?? json.stringValue.flatMap { Self.namedWeights[$0] }
    guard let number, (1...1000).contains(number) else {
      throw DesignTokenValueError(expected: "a font weight from 1 to 1000, or a weight's name")
    }
    let index = min(max(Int((number / 100).rounded()), 1), 9) - 1
    self = Self.allCases[index]
  }

  /// The weight as a number, 100 to 900.
  public var designTokenValue: JSONValue {
    .number(Double(((Self.allCases.firstIndex(of: self) ?? 3) + 1) * 100))
  }

  /// The format's names for weights.
  private static let namedWeights: [String: Double] = [
    "thin": 100, "hairline": 100, "extra-light": 200, "ultra-light": 200, "light": 300,
    "normal": 400, "regular": 400, "book": 400, "medium": 500, "semi-bold": 600,
    "demi-bold": 600, "bold": 700, "extra-bold": 800, "ultra-bold": 800, "black": 900,
    "heavy": 900, "extra-black": 950, "ultra-black": 950,
  ]
}
