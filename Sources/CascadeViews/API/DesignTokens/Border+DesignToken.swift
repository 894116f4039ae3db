public import CascadeCSS

extension Border: DesignTokenRepresentable {
  /// `border`.
  public static var designTokenTypes: [DesignTokenType] { [.border] }

  /// Reads a `border` value: `color`, `width` (a dimension) and `style`, which must be
  /// `"solid"` (or absent): a ``Border`` draws no other.
  ///
  /// ```swift
  /// let hairline = try Border(
  ///   designTokenValue: .object([
  ///     ("color", .string("#C6C6C8")), ("width", .string("1px")), ("style", .string("solid")),
  ///   ]), type: .border)
  /// ```
  ///
  /// - Parameters:
  ///   - json: The value.
  ///   - type: `border`.
  /// - Throws: `DesignTokenValueError` naming the member that is wrong.
  public init(designTokenValue json: JSONValue, type: DesignTokenType) throws(DesignTokenValueError)
  {
    try json.checkMembers(["color", "width", "style"])
    let color = try Shadow.read(Color.self, json, "color", .color)
    let width = try Shadow.read(Double.self, json, "width", .dimension)
    if let style = json["style"], style != .string("solid") {
      throw DesignTokenValueError(expected: "`solid`", member: "style")
    }
    self.init(width: width, color: color)
  }

  /// The border as a `border` object, `solid`.
  public var designTokenValue: JSONValue {
    .object([
      ("color", color.designTokenValue), ("width", width.designTokenValue),
      ("style", .string("solid")),
    ])
  }
}
