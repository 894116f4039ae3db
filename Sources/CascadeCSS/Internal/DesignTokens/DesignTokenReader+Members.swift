/// The members of the format's composite values, each with the type it takes: what an
/// alias in a member is checked by (the target's `$type`, not its value's shape), and the
/// members a `typography` value may have.
enum CompositeMembers {
  static let typography: [String: DesignTokenType] = [
    "fontFamily": .fontFamily, "fontSize": .dimension, "fontWeight": .fontWeight,
    "letterSpacing": .dimension, "lineHeight": .number,
  ]
  /// What Cascade's values write beyond the format's members, and read back, by the type
  /// whose members are checked: `Font`'s `fontStyle` and `textStyle`, `Shadow`'s `opacity`.
  static let extras: [DesignTokenType: Set<String>] = [
    .typography: ["fontStyle", "textStyle"], .shadow: ["inset", "opacity"],
  ]
  static let shadow: [String: DesignTokenType] = [
    "color": .color, "offsetX": .dimension, "offsetY": .dimension, "blur": .dimension,
    "spread": .dimension,
  ]
  static let border: [String: DesignTokenType] = [
    "color": .color, "width": .dimension, "style": .strokeStyle,
  ]
  static let transition: [String: DesignTokenType] = [
    "duration": .duration, "delay": .duration, "timingFunction": .cubicBezier,
  ]
  static let gradientStop: [String: DesignTokenType] = ["color": .color, "position": .number]

  /// The members of a composite value of a type, for one object of it: a shadow's layer, a
  /// gradient's stop.
  static func members(of type: DesignTokenType) -> [String: DesignTokenType]? {
    switch type {
    case .typography: typography
    case .shadow: shadow
    case .border: border
    case .transition: transition
    case .gradient: gradientStop
    default: nil
    }
  }
}

extension DesignTokenReader {
  /// Checks a composite value's members as written: each that is an alias names a token of
  /// the member's type, and a `typography` or `shadow` value has only the format's members
  /// (and those Cascade writes). Reports each problem, at the member; returns whether there
  /// was none.
  mutating func checkMemberAliases(
    of path: String, type: DesignTokenType, _ written: JSONValue,
    types: [String: DesignTokenType]
  ) -> Bool {
    guard let members = CompositeMembers.members(of: type), let node = writtenTokens[path]?.value
    else {
      return true
    }
    // A shadow's layers, a gradient's stops: each an object of the members.
    let objects = node.elements ?? [node]
    var isValid = true
    for object in objects {
      for member in object.members ?? [] {
        steps += 1
        if let extras = CompositeMembers.extras[type], members[member.key] == nil,
          !extras.contains(member.key)
        {
          let names = members.keys.sorted()
          report(
            .invalidValue,
            "token `\(path)`: `\(member.key)` is not a member of a `\(type.rawValue)` value",
            member.keyStart, member.keyEnd,
            suggestion: Suggestions.nearest(to: member.key, among: names),
            notes: ["its members are \(names.joined(separator: ", "))"])
          isValid = false
          continue
        }
        guard let expected = members[member.key], let text = member.value.string,
          let target = DesignTokenFile.reference(text), let found = types[target], found != expected
        else { continue }
        report(
          .tokenTypeMismatch,
          "token `\(path)`: `\(member.key)` is an alias of `\(target)`, a `\(found.rawValue)`, "
            + "where a `\(expected.rawValue)` is needed", member.value.start, member.value.end,
          expected: expected.rawValue)
        isValid = false
      }
    }
    return isValid
  }
}

extension DesignTokenReader {
  /// The members of each composite type that are dimensions.
  private static let dimensionMembers: [DesignTokenType: [String]] = [
    .typography: ["fontSize", "letterSpacing"], .shadow: ["offsetX", "offsetY", "blur", "spread"],
    .border: ["width"],
  ]

  /// Warns of each dimension of a resolved value in `pt`, which Cascade reads as a point
  /// and the format's 2025.10 version does not allow: it has `px` and `rem`.
  mutating func warnOfPoints(in path: String, type: DesignTokenType, _ value: JSONValue) {
    let dimensions: [JSONValue]
    if type == .dimension {
      dimensions = [value]
    } else if let members = Self.dimensionMembers[type] {
      let objects = if case .array(let layers) = value { layers } else { [value] }
      dimensions = objects.flatMap { object in members.compactMap { object[$0] } }
    } else {
      return
    }
    steps += dimensions.count
    guard dimensions.contains(where: Self.isInPoints), let node = writtenTokens[path]?.value else {
      return
    }
    report(
      .nonstandardTokenValue,
      "token `\(path)` has a dimension in `pt`, which the format does not have: "
        + "Cascade reads it as a point, as `px`", node.start, node.end,
      notes: ["the format's dimensions are in `px` or `rem`"], severity: .warning)
  }

  private static func isInPoints(_ dimension: JSONValue) -> Bool { isIn("pt", dimension) }

  /// Whether a dimension, as a string (`"12pt"`) or an object, is in a unit.
  private static func isIn(_ unit: String, _ dimension: JSONValue) -> Bool {
    if let text = dimension.stringValue {
      return text.hasSuffix(unit) && !text.dropLast(unit.count).contains { $0.isLetter }
    }
    return dimension["unit"] == .string(unit)
  }

  /// Warns of a `typography` value's letter spacing in `em`, which the drafts had and design
  /// tools still write (the Figma Simple Design System and Apple's HIG files), and 2025.10
  /// does not allow: it loads, since a `Font` leaves letter spacing out.
  mutating func warnOfEmLetterSpacing(in path: String, type: DesignTokenType, _ value: JSONValue) {
    guard type == .typography, let spacing = value["letterSpacing"], Self.isIn("em", spacing),
      let node = writtenTokens[path]?.value
    else { return }
    let member = node.members?.first { $0.key == "letterSpacing" }
    report(
      .nonstandardTokenValue,
      "token `\(path)` has its `letterSpacing` in `em`, which the format's 2025.10 version does "
        + "not have: it loads, and a `Font` leaves letter spacing out",
      member?.value.start ?? node.start, member?.value.end ?? node.end,
      notes: ["the format's dimensions are in `px` or `rem`"], severity: .warning)
  }
}
