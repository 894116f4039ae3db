import CascadeCSS
import CascadeViews

/// The comparison of each value type with the manifest's `expected`, and the parts of a
/// type's values that await value types Cascade does not have yet.
enum ConformanceValues {
  /// Components from a hex string are exact to 1/255, and the manifest's to 0.001.
  static let tolerance = 0.002

  static func isClose(_ loaded: Double, _ expected: Double?, tolerance: Double = 1e-9) -> Bool {
    guard let expected else { return false }
    return abs(loaded - expected) <= max(tolerance, abs(expected) * 1e-9)
  }

  static func number(_ loaded: Double, _ expected: JSONValue?, _ name: String) -> ConformanceOutcome
  {
    .comparing(name, loaded, expected, isEqual: isClose(loaded, expected?.numberValue))
  }

  /// `{"srgb": [r, g, b, a], "space": …}`, converted to sRGB; a colour whose sRGB the
  /// manifest does not give agrees by loading.
  static func color(_ loaded: Color, _ expected: JSONValue) -> ConformanceOutcome {
    expected["srgb"] == .null ? .agree : srgb(loaded, expected["srgb"])
  }

  static func srgb(
    _ loaded: Color, _ expected: JSONValue?, opacity: Double = 1
  )
    -> ConformanceOutcome
  {
    guard case .array(let parts)? = expected, parts.count == 4 else {
      return .awaiting("color without sRGB components")
    }
    let components = [loaded.red, loaded.green, loaded.blue, loaded.opacity * opacity]
    let isEqual = zip(components, parts).allSatisfy {
      isClose($0, $1.numberValue, tolerance: tolerance)
    }
    return .comparing("sRGB", components, expected, isEqual: isEqual)
  }

  static func fontFamily(_ loaded: String, _ expected: JSONValue) -> ConformanceOutcome {
    guard case .array(let families)? = expected["families"], let first = families.first else {
      return .disagree("no families expected")
    }
    guard first.stringValue == loaded else {
      return .comparing("family", loaded, first, isEqual: false)
    }
    return families.count == 1 ? .agree : .documented(.fontFamilyList)
  }

  static func fontWeight(_ loaded: Font.Weight, _ expected: JSONValue) -> ConformanceOutcome {
    guard let weight = expected["weight"] ?? expected["number"] else {
      return .disagree("no weight expected")
    }
    if loaded.designTokenValue == weight { return .agree }
    let rounded = try? Font.Weight(designTokenValue: weight, type: .fontWeight)
    return rounded == loaded
      ? .documented(.fontWeightSteps) : .comparing("weight", loaded, weight, isEqual: false)
  }

  /// `{"families", "size", "weight", "dropped"}`.
  static func typography(_ loaded: Font, _ expected: JSONValue) -> ConformanceOutcome {
    let family: String =
      switch loaded.family {
      case .system: "system-ui"
      case .named(let name): name
      }
    var parts = [
      fontFamily(family, expected),
      fontWeight(loaded.weight, .object([("weight", expected["weight"] ?? .number(400))])),
      number(loaded.size, expected["size"], "size"),
    ]
    if case .array(let dropped)? = expected["dropped"], !dropped.isEmpty {
      parts.append(.documented(.typographyLineMetrics))
    }
    return .combining(parts)
  }

  /// `{"layers": [{"srgb", "x", "y", "blur", "spread", "inset"}]}`.
  static func shadow(_ loaded: Shadow, _ expected: JSONValue) -> ConformanceOutcome {
    guard case .array(let layers)? = expected["layers"], layers.count == loaded.layers.count
    else { return .disagree("\(loaded.layers.count) layers, not those of \(expected)") }
    return .combining(
      zip(loaded.layers, layers).flatMap { loaded, layer in
        [
          srgb(loaded.color, layer["srgb"], opacity: loaded.opacity),
          number(loaded.offset.width, layer["x"], "offsetX"),
          number(loaded.offset.height, layer["y"], "offsetY"),
          number(loaded.radius, layer["blur"], "blur"),
          number(loaded.spread, layer["spread"], "spread"),
          .comparing(
            "inset", loaded.isInset, layer["inset"],
            isEqual: layer["inset"] == .bool(loaded.isInset)),
        ]
      })
  }

  /// `{"srgb", "width", "style"}`.
  static func border(_ loaded: Border, _ expected: JSONValue) -> ConformanceOutcome {
    .combining([
      srgb(loaded.color, expected["srgb"]), number(loaded.width, expected["width"], "width"),
      style(loaded.style, expected["style"]),
    ])
  }
}
