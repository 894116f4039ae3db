extension Theme {
  /// The standard light theme: Apple's light-mode system colors for the standard tokens.
  ///
  /// ```swift
  /// let card = Style<View> { Setter(\.backgroundColor, .token(.secondaryBackground)) }
  /// try card.apply(to: view, in: StyleContext(theme: .light))
  /// ```
  public static let light = Theme(name: "Light") { theme in
    theme[.accent] = .blue
    theme[.primaryText] = .black
    theme[.secondaryText] = LightColors.secondaryText
    theme[.background] = .white
    theme[.secondaryBackground] = LightColors.secondaryBackground
    theme[.separator] = LightColors.separator
  }

  /// The standard dark theme: Apple's dark-mode system colors for the standard tokens.
  ///
  /// ```swift
  /// let traits = Traits().setting(ColorSchemeKey.self, to: .dark)
  /// let dark = StyleContext(theme: .dark, traits: traits)
  /// ```
  public static let dark = Theme(name: "Dark") { theme in
    theme[.accent] = Color(red: 10 / 255, green: 132 / 255, blue: 1)
    theme[.primaryText] = .white
    theme[.secondaryText] = Color(red: 235 / 255, green: 235 / 255, blue: 245 / 255, opacity: 0.6)
    theme[.background] = .black
    theme[.secondaryBackground] = Color(red: 28 / 255, green: 28 / 255, blue: 30 / 255)
    theme[.separator] = Color(red: 84 / 255, green: 84 / 255, blue: 88 / 255, opacity: 0.6)
  }
}

extension StyleContext {
  /// The standard light appearance: the light theme and light traits.
  ///
  /// ```swift
  /// let card = Style<View> { Setter(\.backgroundColor, .token(.secondaryBackground)) }
  /// try card.apply(to: view, in: .light)
  /// ```
  public static let light = StyleContext(theme: .light)

  /// The standard dark appearance: the dark theme, and traits whose color scheme is dark.
  ///
  /// ```swift
  /// let card = Style<View> { Setter(\.backgroundColor, .token(.secondaryBackground)) }
  /// try card.apply(to: view, in: .dark)
  /// ```
  public static let dark = StyleContext(
    theme: .dark, traits: Traits().setting(ColorSchemeKey.self, to: .dark))
}

extension StyleValue {
  /// A value for each color scheme.
  ///
  /// ```swift
  /// Setter(\View.alpha, .light(1, dark: 0.9))
  /// ```
  ///
  /// - Parameters:
  ///   - light: The value in the light color scheme.
  ///   - dark: The value in the dark color scheme.
  /// - Returns: A trait-dependent value.
  public static func light(_ light: Value, dark: Value) -> StyleValue {
    .adaptive { $0.colorScheme == .dark ? dark : light }
  }

  /// A value for each horizontal size class.
  ///
  /// ```swift
  /// Setter(\Label.numberOfLines, .compact(2, regular: 1))
  /// ```
  ///
  /// - Parameters:
  ///   - compact: The value in a compact width.
  ///   - regular: The value in a regular width.
  /// - Returns: A trait-dependent value.
  public static func compact(_ compact: Value, regular: Value) -> StyleValue {
    .adaptive { $0.horizontalSizeClass == .compact ? compact : regular }
  }
}
