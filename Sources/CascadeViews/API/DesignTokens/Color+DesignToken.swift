public import CascadeCSS

extension Color: DesignTokenRepresentable {
  /// `color`.
  public static var designTokenTypes: [DesignTokenType] { [.color] }

  /// Reads a hex color with `#`, with or without alpha: `"#1E90FF"`, `"#1E90FF80"`,
  /// `"#fff"`; or the format's newer object, `{"colorSpace": "srgb", "components":
  /// [0.1, 0.5, 1], "alpha": 0.5}`, whose components and alpha are from 0 to 1 and whose
  /// `hex`, if it has one, is `#RRGGBB`.
  ///
  /// ```swift
  /// let scrim = try Color(designTokenValue: .string("#00000080"), type: .color)
  /// ```
  ///
  /// - Parameters:
  ///   - json: The value.
  ///   - type: `color`.
  /// - Throws: `DesignTokenValueError` for anything else.
  public init(designTokenValue json: JSONValue, type: DesignTokenType) throws(DesignTokenValueError)
  {
    let expected = "a hex color (`#RRGGBB` or `#RRGGBBAA`) or an sRGB color object"
    if let text = json.stringValue, text.hasPrefix("#"), let color = try? Color(hex: text) {
      self = color
      return
    }
    guard json["colorSpace"]?.stringValue == "srgb", case .array(let parts)? = json["components"],
      parts.count == 3
    else { throw DesignTokenValueError(expected: expected) }
    try json.checkMembers(["colorSpace", "components", "alpha", "hex"])
    let components = parts.compactMap(\.numberValue)
    let alpha = json["alpha"].map { $0.numberValue } ?? 1
    guard components.count == 3, let alpha else { throw DesignTokenValueError(expected: expected) }
    // The format bounds an sRGB component and the alpha to 0–1: a value outside is an error
    // in the file, not a color to clamp.
    guard components.allSatisfy({ (0...1).contains($0) }) else {
      throw DesignTokenValueError(expected: "three numbers from 0 to 1", member: "components")
    }
    guard (0...1).contains(alpha) else {
      throw DesignTokenValueError(expected: "a number from 0 to 1", member: "alpha")
    }
    if let hex = json["hex"] {
      guard let text = hex.stringValue, text.utf8.count == 7, (try? Color(hex: text)) != nil
      else { throw DesignTokenValueError(expected: "a hex color, `#RRGGBB`", member: "hex") }
    }
    self.init(red: components[0], green: components[1], blue: components[2], opacity: alpha)
  }

  /// The color as hex, with alpha when it is not opaque: `"#1E90FF"`; a color that hex
  /// cannot hold exactly, as an sRGB object with its `hex` too, so that it reads back
  /// equal.
  public var designTokenValue: JSONValue {
    let components = [red, green, blue, opacity]
    guard components.contains(where: { ($0 * 255).rounded() / 255 != $0 }) else {
      return .string(hexString)
    }
    return .object([
      ("colorSpace", .string("srgb")),
      ("components", .array([red, green, blue].map(JSONValue.number))),
      ("alpha", .number(opacity)), ("hex", .string(String(hexString.prefix(7)))),
    ])
  }
}
