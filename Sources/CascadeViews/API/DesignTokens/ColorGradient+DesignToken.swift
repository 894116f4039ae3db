public import CascadeCSS

extension ColorGradient: DesignTokenRepresentable {
  /// `gradient`.
  public static var designTokenTypes: [DesignTokenType] { [.gradient] }

  /// Reads a `gradient` value: a list of one or more stops, each `{"color": …,
  /// "position": …}`, both required, the color a `color` and the position a number, which
  /// the format clamps to 0...1 and so does ``Stop/init(color:position:)``.
  ///
  /// ```swift
  /// let fade = try ColorGradient(
  ///   designTokenValue: .array([
  ///     .object([("color", .string("#000000")), ("position", .number(0))]),
  ///     .object([("color", .string("#00000000")), ("position", .number(1))]),
  ///   ]), type: .gradient)
  /// ```
  ///
  /// - Parameters:
  ///   - json: The value.
  ///   - type: `gradient`.
  /// - Throws: `DesignTokenValueError` naming the member that is wrong.
  public init(designTokenValue json: JSONValue, type: DesignTokenType) throws(DesignTokenValueError)
  {
    guard case .array(let parts) = json, !parts.isEmpty else {
      throw DesignTokenValueError(expected: "a list of one or more gradient stops")
    }
    var stops: [Stop] = []
    for part in parts {
      guard case .object = part else {
        throw DesignTokenValueError(expected: "a stop, `{\"color\": …, \"position\": …}`")
      }
      try part.checkMembers(["color", "position"])
      let color = try part.member("color", as: Color.self, type: .color)
      guard let position = part["position"]?.numberValue else {
        throw DesignTokenValueError(expected: "a number", member: "position")
      }
      stops.append(Stop(color: color, position: position))
    }
    self.init(stops: stops)
  }

  /// The gradient as a list of stops.
  public var designTokenValue: JSONValue {
    .array(
      stops.map {
        .object([("color", $0.color.designTokenValue), ("position", .number($0.position))])
      })
  }
}
