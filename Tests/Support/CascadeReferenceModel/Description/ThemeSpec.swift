/// The themes and tokens of every world, as data: which theme gives which token which
/// value, and which theme extends which.
struct ThemeSpec: Sendable {
  let name: String
  /// The theme's own values, by token (an index into ``tokens``).
  let values: [Int: Int]
  /// The theme this one extends, by index into ``all``.
  let parent: Int?

  /// The `Int` tokens: each one's name and default. Every theme chain gives the first a
  /// value, so that no apply meets a missing token.
  static let tokens: [(name: String, defaultValue: Int?)] = [("accent", nil), ("muted", 7)]

  /// The themes a world switches between.
  static let all = [
    ThemeSpec(name: "Light", values: [0: 100, 1: 200], parent: nil),
    ThemeSpec(name: "Dark", values: [0: 101], parent: nil),
    ThemeSpec(name: "Brand", values: [0: 102], parent: 0),
  ]
}
