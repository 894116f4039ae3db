public import CascadeCSS

extension Border: DesignTokenRepresentable {
  /// `border`.
  public static var designTokenTypes: [DesignTokenType] { [.border] }

  /// Reads a `border` value: `color`, `width` (a dimension of 0 or more) and `style` (a
  /// `strokeStyle`: a keyword or a dash object, ``StrokeStyle``), each required by the
  /// format; any other member is an error.
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
    guard case .object = json else {
      throw DesignTokenValueError(expected: "a border object with `color`, `width` and `style`")
    }
    try json.checkMembers(["color", "width", "style"])
    let color = try json.member("color", as: Color.self, type: .color)
    let width = try json.member("width", as: Double.self, type: .dimension)
    guard width >= 0 else { throw DesignTokenValueError(expected: "0 or more", member: "width") }
    let style = try json.member("style", as: StrokeStyle.self, type: .strokeStyle)
    self.init(width: width, color: color, style: style)
  }

  /// The border as a `border` object.
  public var designTokenValue: JSONValue {
    .object([
      ("color", color.designTokenValue), ("width", width.designTokenValue),
      ("style", style.designTokenValue),
    ])
  }
}
