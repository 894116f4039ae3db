import Cascade

/// The engine's traits, conditions, tokens and themes, made from their descriptions.
enum EngineValues {
  /// A token per entry of ``ThemeSpec/tokens``, made once: making a token registers it.
  static let tokens = ThemeSpec.tokens.map { Token<Int>($0.name, default: $0.defaultValue) }

  /// A theme per entry of ``ThemeSpec/all``; a parent comes before the themes that extend it.
  static let themes: [Theme] = ThemeSpec.all.reduce(into: []) { themes, spec in
    themes.append(
      Theme(name: spec.name, extending: spec.parent.map { themes[$0] }) { theme in
        for (token, value) in spec.values { theme[tokens[token]] = value }
      })
  }

  static let dark = TraitCondition("dark") { $0[DarkKey.self] }
  static let compact = TraitCondition("compact") { $0[CompactKey.self] }

  /// The engine's traits for a description.
  static func traits(_ spec: TraitsSpec) -> Traits {
    Traits().setting(DarkKey.self, to: spec.isDark).setting(CompactKey.self, to: spec.isCompact)
  }

  /// The engine's state for a description.
  static func state(_ flags: Set<StateFlag>) -> StyleState {
    StyleState(
      flags.map { flag in
        switch flag {
        case .highlighted: .highlighted
        case .selected: .selected
        }
      })
  }
}
