extension SetterSpec: CustomStringConvertible {
  /// The statement as a style block would say it: `margins.top = 3`.
  var description: String {
    switch self {
    case .color(let value): "color = \(value)"
    case .colorToken(let token): "color = token(\(ThemeSpec.tokens[token].name))"
    case .label(let text): "label = \"\(text)\""
    case .margins(let top, let bottom): "margins = \(Insets(top: top, bottom: bottom))"
    case .marginsTop(let value): "margins.top = \(value)"
    case .title(let state, let text): "titles[\(state)] = \"\(text)\""
    case .weight(let value): "weight = \(value)"
    case .labelFromColor: "label = the color's label (reads the color)"
    case .original(let identity): "\(identity) = initial"
    case .inherited(let identity): "\(identity) = inherit"
    case .adaptive(let dark, let light):
      "adaptive { dark: \(Self.describe(dark)), light: \(Self.describe(light)) }"
    case .nested(let setters): "style \(Self.describe(setters))"
    }
  }

  /// A list of statements as `[a; b]`.
  static func describe(_ setters: [SetterSpec]) -> String {
    "[" + setters.map(\.description).joined(separator: "; ") + "]"
  }
}
