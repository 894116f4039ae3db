extension StyleVocabulary {
  /// Registers the name of a theme that `@theme` blocks may give token values for.
  ///
  /// A sheet names a theme in any case, `@theme dark` or `@theme Dark`; it loads as the
  /// registered spelling, and a block holds under a context whose theme, or a theme it
  /// extends, has that name in any case. A `@theme` naming no registered theme is an
  /// ``TextDiagnostic/Code/unknownTheme`` error.
  ///
  /// ```swift
  /// var vocabulary = StyleVocabulary.standard  // knows `Light` and `Dark`
  /// vocabulary.register(themeNamed: "HighContrast")
  /// let sheet = vocabulary.load(
  ///   "@theme highcontrast { :root { --accent: black; } }", named: "contrast.css")
  /// print(sheet.diagnostics.isEmpty)  // true
  /// ```
  ///
  /// - Parameter name: The theme's name, as ``/Cascade/Theme/name`` has it.
  public mutating func register(themeNamed name: String) {
    themes[name.lowercased()] = name
  }

  /// The names of the themes that `@theme` may name, sorted.
  ///
  /// ```swift
  /// print(StyleVocabulary.standard.registeredThemes)  // ["Dark", "Light"]
  /// ```
  ///
  /// - Complexity: O(*n* log *n*) in the themes registered.
  public var registeredThemes: [String] { themes.values.sorted() }

  /// The registered spelling of a theme's name, matched in any case.
  func theme(named name: String) -> String? { themes[name.lowercased()] }
}
