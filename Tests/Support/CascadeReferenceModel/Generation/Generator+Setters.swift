extension Generator {
  /// The kinds of statement a style block can hold.
  private enum SetterKind: CaseIterable {
    case color, colorToken, label, margins, marginsTop, title, weight, adaptive, nested
    case labelFromColor, original, inherited
  }

  /// A new statement for a style of `kind`; blocks and nested styles only up to a depth
  /// of 2.
  mutating func setter(for kind: ObjectKind, depth: Int) -> SetterSpec {
    switch element(of: setterKinds(for: kind, depth: depth)) {
    case .color: .color(number(in: 10...99))
    case .colorToken: .colorToken(number(below: ThemeSpec.tokens.count))
    case .label: .label("s\(number(in: 10...99))")
    case .margins: .margins(top: number(in: 10...99), bottom: number(in: 10...99))
    case .marginsTop: .marginsTop(number(in: 10...99))
    case .title:
      .title(state: element(of: Array(ObjectValues.titleStates)), "s\(number(in: 10...99))")
    case .weight: .weight(number(in: 10...99))
    case .adaptive:
      .adaptive(
        dark: setters(for: kind, depth: depth + 1), light: setters(for: kind, depth: depth + 1))
    case .nested: .nested(setters(for: kind, depth: depth + 1))
    case .labelFromColor: .labelFromColor
    case .original: .original(of: element(of: originalIdentities))
    case .inherited: .inherited(of: element(of: originalIdentities))
    }
  }

  /// Up to three statements for a style of `kind`.
  mutating func setters(for kind: ObjectKind, depth: Int) -> [SetterSpec] {
    (0..<number(in: 0...3)).map { _ in setter(for: kind, depth: depth) }
  }

  /// The properties an original or the parent's value is set for: a part only with its
  /// whole.
  private var originalIdentities: [String] {
    ["color", "label", "margins"] + (features.contains(.overlappingSetters) ? ["margins.top"] : [])
  }

  private func setterKinds(for kind: ObjectKind, depth: Int) -> [SetterKind] {
    SetterKind.allCases.filter { setterKind in
      switch setterKind {
      case .color, .label, .margins: true
      case .colorToken: features.contains(.tokens)
      case .marginsTop: features.contains(.overlappingSetters)
      case .title: features.contains(.customSetters)
      case .weight: kind == .tag
      case .adaptive: features.contains(.adaptiveStyles) && depth < 2
      case .nested: features.contains(.nestedStyles) && depth < 2
      case .labelFromColor: features.contains(.readingSetters)
      case .original: features.contains(.originals)
      case .inherited: features.contains(.inheritance)
      }
    }
  }
}
