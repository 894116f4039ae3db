/// One statement of a style block, as data: a setter, a block of the traits, or a nested
/// style.
indirect enum SetterSpec: Hashable, Sendable {
  case color(Int)
  /// The color a token gives (an index into ``ThemeSpec/tokens``).
  case colorToken(Int)
  case label(String)
  case margins(top: Int, bottom: Int)
  case marginsTop(Int)
  /// A per-state title, written by a custom setter qualified by the title state.
  case title(state: Int, String)
  /// A ``Tag``'s weight: only in styles for tags.
  case weight(Int)
  /// A custom setter that reads the object: it writes the label made from the color the
  /// object has when it runs. Its identity is the label's.
  case labelFromColor
  /// The property's original (CSS's `initial`), for `color`, `label`, `margins` or
  /// `margins.top` (an identity): a winner of it writes nothing.
  case original(of: String)
  /// The parent's value of the property (CSS's `inherit`), for the same identities as
  /// ``original(of:)``: the original where the object has no parent.
  case inherited(of: String)
  /// `Style.adaptive { traits in traits.isDark ? dark : light }`.
  case adaptive(dark: [SetterSpec], light: [SetterSpec])
  /// A style nested in the block.
  case nested([SetterSpec])

  /// What the setter sets, named as the engine names the property; `nil` for a block of
  /// the traits, which has an identity of its own that nothing else shares, and for a
  /// nested style, which is not a setter.
  var identity: String? {
    switch self {
    case .color, .colorToken: "color"
    case .label: "label"
    case .margins: "margins"
    case .marginsTop: "margins.top"
    case .title(let state, _): "titles[\(state)]"
    case .weight: "weight"
    case .labelFromColor: "label"
    case .original(let identity), .inherited(let identity): identity
    case .adaptive, .nested: nil
    }
  }
}

extension SetterSpec {
  /// The label ``labelFromColor`` writes for a color.
  static func label(fromColor color: Int) -> String { "c\(color)" }
}
