public import CascadeCSS

extension Shadow: DesignTokenRepresentable {
  /// `shadow`.
  public static var designTokenTypes: [DesignTokenType] { [.shadow] }

  /// Reads a `shadow` value, or a list of one: `color` (its alpha is the shadow's
  /// opacity), `offsetX`, `offsetY`, `blur` (the radius) and `spread` (which the format
  /// requires, as it does every member, and which must be 0: a ``Shadow`` has none); `inset`
  /// must be absent or `false`. Where the color itself is
  /// translucent, Cascade writes an `opacity` member of its own, which this reads too.
  ///
  /// ```swift
  /// let lifted = try Shadow(
  ///   designTokenValue: .object([
  ///     ("color", .string("#0000004D")), ("offsetX", .string("0px")),
  ///     ("offsetY", .string("2px")), ("blur", .string("4px")), ("spread", .string("0px")),
  ///   ]), type: .shadow)
  /// ```
  ///
  /// - Parameters:
  ///   - json: The value.
  ///   - type: `shadow`.
  /// - Throws: `DesignTokenValueError` naming the member that is wrong.
  public init(designTokenValue json: JSONValue, type: DesignTokenType) throws(DesignTokenValueError)
  {
    var json = json
    if case .array(let layers) = json {
      guard layers.count == 1 else {
        throw DesignTokenValueError(expected: "one shadow: a Shadow has one layer")
      }
      json = layers[0]
    }
    let color = try Self.read(Color.self, json, "color", .color)
    let offsetX = try Self.read(Double.self, json, "offsetX", .dimension)
    let offsetY = try Self.read(Double.self, json, "offsetY", .dimension)
    let blur = try Self.read(Double.self, json, "blur", .dimension)
    // The format requires every member; a Shadow has no spread, so it must be 0.
    guard try Self.read(Double.self, json, "spread", .dimension) == 0 else {
      throw DesignTokenValueError(expected: "a spread of 0", member: "spread")
    }
    if let inset = json["inset"], inset != .bool(false) {
      throw DesignTokenValueError(
        expected: "`false`: inner shadows are not supported", member: "inset")
    }
    let offset = Size(width: offsetX, height: offsetY)
    if let opacity = json["opacity"] {
      guard let number = opacity.numberValue, (0...1).contains(number) else {
        throw DesignTokenValueError(expected: "a number from 0 to 1", member: "opacity")
      }
      self.init(color: color, opacity: number, radius: blur, offset: offset)
    } else {
      self.init(color: color.opacity(1), opacity: color.opacity, radius: blur, offset: offset)
    }
  }

  /// The shadow as a `shadow` object.
  public var designTokenValue: JSONValue {
    let isOpaque = color.opacity == 1
    var members: [(key: String, value: JSONValue)] = [
      ("color", (isOpaque ? color.opacity(opacity) : color).designTokenValue),
      ("offsetX", offset.width.designTokenValue), ("offsetY", offset.height.designTokenValue),
      ("blur", radius.designTokenValue), ("spread", .string("0px")),
    ]
    if !isOpaque { members.append(("opacity", .number(opacity))) }
    return .object(members)
  }

  static func read<Value: DesignTokenRepresentable>(
    _: Value.Type, _ json: JSONValue, _ key: String, _ type: DesignTokenType
  ) throws(DesignTokenValueError) -> Value {
    guard let member = json[key] else {
      throw DesignTokenValueError(expected: "a `\(type.rawValue)`", member: key)
    }
    do { return try Value(designTokenValue: member, type: type) } catch {
      throw error.inMember(key)
    }
  }
}
