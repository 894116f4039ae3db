import Cascade
import CascadeCSS
import CascadeViews

/// How the conformance test reads each `$type`: the Swift value type a token of it maps to,
/// and how a loaded value compares with the manifest's `expected`. One entry per type, so a
/// type that Cascade comes to read is one more entry.
struct ConformanceTypeEntry: Sendable {
  /// Maps the token at a path to a Swift token of the value type.
  let map: @Sendable (inout DesignTokenMapping, String) -> Void
  /// Compares the theme's value at a path with the expectation, or `nil` if the theme has
  /// none.
  let compare: @Sendable (Theme, String, JSONValue) -> ConformanceOutcome?
  /// The value type an expected value needs that Cascade does not have yet, if any: a
  /// colour in another space than sRGB, a layered shadow.
  let awaits: @Sendable (JSONValue) -> String?

  /// The entry of a value type, with the comparison of one of its values.
  static func reading<Value: DesignTokenRepresentable>(
    _: Value.Type, awaits: @escaping @Sendable (JSONValue) -> String? = { _ in nil },
    _ compare: @escaping @Sendable (Value, JSONValue) -> ConformanceOutcome
  ) -> ConformanceTypeEntry {
    ConformanceTypeEntry(
      map: { mapping, path in mapping.map(Token<Value>(path), to: path) },
      compare: { theme, path, expected in theme[Token<Value>(path)].map { compare($0, expected) } },
      awaits: awaits)
  }
}

enum ConformanceTypes {
  /// The types Cascade reads, by the format's name.
  static let table: [String: ConformanceTypeEntry] = [
    "color": .reading(Color.self, ConformanceValues.color),
    "dimension": .reading(Double.self) { ConformanceValues.number($0, $1["px"], "px") },
    "number": .reading(Double.self) { ConformanceValues.number($0, $1["number"], "number") },
    "fontFamily": .reading(String.self, ConformanceValues.fontFamily),
    "fontWeight": .reading(Font.Weight.self, ConformanceValues.fontWeight),
    "typography": .reading(Font.self, ConformanceValues.typography),
    "shadow": .reading(Shadow.self, ConformanceValues.shadow),
    "border": .reading(Border.self, ConformanceValues.border),
    "duration": .reading(AnimationDuration.self, ConformanceValues.duration),
    "cubicBezier": .reading(CubicBezier.self, ConformanceValues.cubicBezier),
    "transition": .reading(TransitionTiming.self, ConformanceValues.transition),
    "gradient": .reading(ColorGradient.self, ConformanceValues.gradient),
    "strokeStyle": .reading(Border.StrokeStyle.self, ConformanceValues.strokeStyle),
  ]

  /// AWAITING VALUE TYPES: the format's types that Cascade does not read yet, so that no
  /// check of one can agree or disagree. The test reports each such check; give a type an
  /// entry in ``table`` once Cascade reads it.
  static let awaiting: Set<String> = []
}
