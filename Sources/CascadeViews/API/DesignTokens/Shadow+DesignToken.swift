public import CascadeCSS

extension Shadow: DesignTokenRepresentable {
  /// `shadow`.
  public static var designTokenTypes: [DesignTokenType] { [.shadow] }

  /// Reads a `shadow` value: one shadow object, or a list of them, the first drawn on top
  /// (``init(layers:)``).
  ///
  /// A shadow object has `color` (its alpha is the shadow's ``opacity``), `offsetX`,
  /// `offsetY`, `blur` (the ``radius``, 0 or more) and `spread`, each a dimension, all
  /// required, and `inset`, `true` or `false`, `false` if absent. Where the color itself is
  /// translucent, Cascade writes an `opacity` member of its own, which this reads too; any
  /// other member is an error.
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
    guard case .array(let layers) = json else {
      self = try Self.layer(json)
      return
    }
    guard !layers.isEmpty else {
      throw DesignTokenValueError(expected: "a shadow object, or a list of one or more")
    }
    var read: [Shadow] = []
    for layer in layers { read.append(try Self.layer(layer)) }
    self.init(layers: read)
  }

  /// The shadow as a `shadow` object, or a list of them where it has several layers; with
  /// `inset` where it is one, and Cascade's `opacity` where the color is translucent.
  public var designTokenValue: JSONValue {
    let objects = layers.map(\.layerValue)
    return objects.count == 1 ? objects[0] : .array(objects)
  }

  private var layerValue: JSONValue {
    let isOpaque = color.opacity == 1
    var members: [(key: String, value: JSONValue)] = [
      ("color", (isOpaque ? color.opacity(opacity) : color).designTokenValue),
      ("offsetX", offset.width.designTokenValue), ("offsetY", offset.height.designTokenValue),
      ("blur", radius.designTokenValue), ("spread", spread.designTokenValue),
    ]
    if isInset { members.append(("inset", .bool(true))) }
    if !isOpaque { members.append(("opacity", .number(opacity))) }
    return .object(members)
  }

  private static func layer(_ json: JSONValue) throws(DesignTokenValueError) -> Shadow {
    guard case .object = json else {
      throw DesignTokenValueError(expected: "a shadow object, or a list of them")
    }
    try json.checkMembers(["color", "offsetX", "offsetY", "blur", "spread", "inset", "opacity"])
    let color = try json.member("color", as: Color.self, type: .color)
    let offset = Size(
      width: try json.member("offsetX", as: Double.self, type: .dimension),
      height: try json.member("offsetY", as: Double.self, type: .dimension))
    let blur = try json.member("blur", as: Double.self, type: .dimension)
    guard blur >= 0 else { throw DesignTokenValueError(expected: "0 or more", member: "blur") }
    let spread = try json.member("spread", as: Double.self, type: .dimension)
    let isInset = try inset(json["inset"])
    guard let opacity = json["opacity"] else {
      return Shadow(
        color: color.opacity(1), opacity: color.opacity, radius: blur, offset: offset,
        spread: spread, isInset: isInset)
    }
    guard let number = opacity.numberValue, (0...1).contains(number) else {
      throw DesignTokenValueError(expected: "a number from 0 to 1", member: "opacity")
    }
    return Shadow(
      color: color, opacity: number, radius: blur, offset: offset, spread: spread,
      isInset: isInset)
  }

  private static func inset(_ json: JSONValue?) throws(DesignTokenValueError) -> Bool {
    switch json {
    case nil: return false
    case .bool(let value)?: return value
    default: throw DesignTokenValueError(expected: "`true` or `false`", member: "inset")
    }
  }
}
