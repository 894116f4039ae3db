public import CascadeCSS

extension Color: DesignTokenRepresentable {
  /// `color`.
  public static var designTokenTypes: [DesignTokenType] { [.color] }

  /// Reads a color object of the format, in any of its color spaces, or a hex string, the
  /// drafts' form: `"#1E90FF"`, `"#1E90FF80"`, `"#fff"`.
  ///
  /// A color object is `{"colorSpace": …, "components": [a, b, c], "alpha": …, "hex": …}`:
  /// its space is one of `srgb`, `srgb-linear`, `hsl`, `hwb`, `lab`, `lch`, `oklab`,
  /// `oklch`, `display-p3`, `a98-rgb`, `prophoto-rgb`, `rec2020`, `xyz-d50` and `xyz-d65`;
  /// each component is a number in the range the format gives it (sRGB's from 0 to 1,
  /// a hue from 0 to less than 360, `hsl`'s saturation and lightness from 0 to 100, …) or
  /// `"none"`, which counts as 0, as CSS Color 4 converts it; `alpha` is from 0 to 1, 1 if
  /// absent; `hex`, the fallback for tools that cannot read the space, is `#RRGGBB` and is
  /// checked but not used, since Cascade reads every space.
  ///
  /// The color is converted to sRGB by the formulas of CSS Color 4. A ``Color`` holds sRGB
  /// from 0 to 1, as its hex and CSS forms print it, so a color outside sRGB (a vivid
  /// `display-p3` or `oklch` one) is clipped to it, component by component: CSS Color 4's
  /// simplest gamut mapping. Its hue may shift a little where a component is clipped.
  ///
  /// ```swift
  /// let accent = try Color(
  ///   designTokenValue: .object([
  ///     ("colorSpace", .string("oklch")), ("components", .array([.number(0.63), .number(0.2),
  ///     .number(250)])), ("alpha", .number(1)),
  ///   ]), type: .color)
  /// ```
  ///
  /// - Parameters:
  ///   - json: The value.
  ///   - type: `color`.
  /// - Throws: `DesignTokenValueError` naming the member that is wrong.
  public init(designTokenValue json: JSONValue, type: DesignTokenType) throws(DesignTokenValueError)
  {
    if let text = json.stringValue {
      guard text.hasPrefix("#"), let color = try? Color(hex: text) else {
        throw DesignTokenValueError(
          expected: "a color object, or a hex color (`#RRGGBB` or `#RRGGBBAA`)")
      }
      self = color
      return
    }
    guard case .object = json else {
      throw DesignTokenValueError(expected: "a color object with `colorSpace` and `components`")
    }
    try json.checkMembers(["colorSpace", "components", "alpha", "hex"])
    let space = try Self.space(json["colorSpace"])
    let components = try Self.components(json["components"], in: space)
    let alpha = try Self.alpha(json["alpha"])
    try Self.checkHex(json["hex"])
    let rgb = space.sRGB(components)
    self.init(red: rgb[0], green: rgb[1], blue: rgb[2], opacity: alpha)
  }

  /// The color as an `srgb` color object, with its `hex` fallback, and its `alpha` where it
  /// is not opaque: `{"colorSpace": "srgb", "components": [1, 0.5, 0], "hex": "#FF8000"}`.
  /// It reads back to an equal color.
  public var designTokenValue: JSONValue {
    var members: [(key: String, value: JSONValue)] = [
      ("colorSpace", .string("srgb")),
      ("components", .array([red, green, blue].map(JSONValue.number))),
    ]
    if opacity != 1 { members.append(("alpha", .number(opacity))) }
    members.append(("hex", .string(String(hexString.prefix(7)))))
    return .object(members)
  }

  private static func space(_ json: JSONValue?) throws(DesignTokenValueError) -> ColorSpace {
    guard let name = json?.stringValue, let space = ColorSpace(rawValue: name) else {
      let names = ColorSpace.allCases.map { "`\($0.rawValue)`" }.joined(separator: ", ")
      throw DesignTokenValueError(
        expected: "one of the format's spaces: \(names)", member: "colorSpace")
    }
    return space
  }

  private static func components(
    _ json: JSONValue?, in space: ColorSpace
  ) throws(DesignTokenValueError) -> [Double] {
    let ranges = space.ranges
    guard case .array(let parts)? = json, parts.count == 3 else {
      throw DesignTokenValueError(
        expected: "three components (\(space.componentNames))", member: "components")
    }
    var values: [Double] = []
    for (part, range) in zip(parts, ranges) {
      if part == .string("none") {
        values.append(0)
        continue
      }
      guard let number = part.numberValue, range.contains(number) else {
        throw DesignTokenValueError(
          expected: "\(space.componentNames) of `\(space.rawValue)`, each \(range.text) or "
            + "`none` (component \(values.count + 1) is not)", member: "components")
      }
      values.append(number)
    }
    return values
  }

  private static func alpha(_ json: JSONValue?) throws(DesignTokenValueError) -> Double {
    guard let json else { return 1 }
    guard let alpha = json.numberValue, (0...1).contains(alpha) else {
      throw DesignTokenValueError(expected: "a number from 0 to 1", member: "alpha")
    }
    return alpha
  }

  private static func checkHex(_ json: JSONValue?) throws(DesignTokenValueError) {
    guard let json else { return }
    guard let text = json.stringValue, text.utf8.count == 7, (try? Color(hex: text)) != nil else {
      throw DesignTokenValueError(expected: "a hex color, `#RRGGBB`", member: "hex")
    }
  }
}
