extension DesignTokenMapping {
  /// A design token file for a ``StylesheetReloader`` to watch beside its sheet: each save
  /// that loads without an error gives the tokens it maps new values, over the reloader's
  /// theme; a save with errors reports them, and the last good values stay.
  ///
  /// ```swift
  /// var mapping = DesignTokenMapping()
  /// mapping.map(Token<Double>("gutter", default: 8))
  /// let tokens = mapping.watchedFile(at: "Styles/app.tokens.json")
  /// ```
  ///
  /// - Parameters:
  ///   - path: The file's path.
  ///   - name: The name of the theme each save makes; by default the file's name.
  ///   - limits: Bounds on each save read; a ``StylesheetReloader`` also holds a save to
  ///     its own size limit before handing it on.
  /// - Returns: The file and its loader, for ``StylesheetReloader``'s `tokenFiles`.
  public func watchedFile(
    at path: String, themeNamed name: String? = nil, limits: TextLimits = .standard
  ) -> WatchedTokenFile {
    let file = String(path.split(separator: "/").last ?? Substring(path))
    return WatchedTokenFile(path: path) { text, base throws(TextLoadingError) in
      let loaded = loadTheme(
        text, named: name ?? file, file: file, extending: base, limits: limits)
      // A warning, such as the use of a deprecated token, loads as a text sheet's does.
      guard !loaded.diagnostics.contains(where: { $0.severity == .error }) else {
        throw TextLoadingError(diagnostics: loaded.diagnostics, source: text)
      }
      return loaded.theme
    }
  }
}
