public import Cascade

extension DesignTokenMapping {
  /// Makes a theme of a design token file's text: each mapped token that the file gives
  /// without a problem gets its value; a bad token is reported and left out, and the
  /// others load.
  ///
  /// ```swift
  /// var mapping = DesignTokenMapping()
  /// mapping.map(Token<Double>.spacing)
  /// let loaded = mapping.loadTheme(
  ///   ##"{"dimension": {"$type": "dimension", "spacing": {"$value": "1rem"}}}"##,
  ///   named: "Roomy", file: "roomy.tokens.json")
  /// print(loaded.theme[.spacing] ?? 0)  // 16
  /// ```
  ///
  /// - Parameters:
  ///   - text: The file's JSON text.
  ///   - name: The theme's name.
  ///   - file: The file's name, for diagnostics; by default the theme's name.
  ///   - parent: The theme to fall back to for tokens the file does not give, as
  ///     `Theme(name:extending:)` takes it: the light theme, for a dark file.
  ///   - limits: Bounds on the input.
  /// - Returns: The theme, the file, and every problem.
  /// - Complexity: O(*n* + *m*) for *n* bytes of text and *m* mapped tokens.
  public func loadTheme(
    _ text: String, named name: String, file: String? = nil, extending parent: Theme? = nil,
    limits: TextLimits = .standard
  ) -> DesignTokenTheme {
    theme(
      from: DesignTokenFile(parsing: text, named: file ?? name, limits: limits), named: name,
      extending: parent)
  }

  /// Makes a theme of a design token file, read from a path.
  ///
  /// ```swift
  /// let mapping = DesignTokenMapping()
  /// let light = try mapping.loadTheme(contentsOfFile: "Tokens/light.tokens.json", named: "Light")
  /// ```
  ///
  /// - Parameters:
  ///   - path: The file's path; read as UTF-8, and not past the size limit.
  ///   - name: The theme's name.
  ///   - parent: The theme to fall back to.
  ///   - limits: Bounds on the input.
  /// - Returns: The theme, the file, and every problem.
  /// - Throws: ``TextFileError`` if the file cannot be read or is not a regular file.
  public func loadTheme(
    contentsOfFile path: String, named name: String, extending parent: Theme? = nil,
    limits: TextLimits = .standard
  ) throws(TextFileError) -> DesignTokenTheme {
    let bytes = try FileReader.bytes(atPath: path, limit: limits.maximumBytes)
    let fileName = String(path.split(separator: "/").last ?? Substring(path))
    return loadTheme(
      String(decoding: bytes, as: UTF8.self), named: name, file: fileName, extending: parent,
      limits: limits)
  }

  /// Makes a light theme and a dark one from a pair of files; the dark theme extends the
  /// light one, so a token that only the light file gives is the same in both.
  ///
  /// ```swift
  /// let mapping = DesignTokenMapping()
  /// let (light, dark) = try mapping.loadThemes(
  ///   lightFile: "Tokens/light.tokens.json", darkFile: "Tokens/dark.tokens.json")
  /// print(dark.theme.parent?.name ?? "")  // Light
  /// ```
  ///
  /// - Parameters:
  ///   - lightFile: The light file's path; its theme is named `Light`.
  ///   - darkFile: The dark file's path; its theme is named `Dark`.
  ///   - limits: Bounds on each file.
  /// - Returns: The two themes, each with its file and problems.
  /// - Throws: ``TextFileError`` if either file cannot be read or is not a regular file.
  public func loadThemes(
    lightFile: String, darkFile: String, limits: TextLimits = .standard
  ) throws(TextFileError) -> (light: DesignTokenTheme, dark: DesignTokenTheme) {
    let light = try loadTheme(contentsOfFile: lightFile, named: "Light", limits: limits)
    let dark = try loadTheme(
      contentsOfFile: darkFile, named: "Dark", extending: light.theme, limits: limits)
    return (light, dark)
  }

  /// Makes a theme of a file already read.
  ///
  /// ```swift
  /// let file = DesignTokenFile(parsing: "{}", named: "empty.tokens.json")
  /// let loaded = DesignTokenMapping().theme(from: file, named: "Empty")
  /// ```
  ///
  /// - Parameters:
  ///   - file: The file.
  ///   - name: The theme's name.
  ///   - parent: The theme to fall back to.
  /// - Returns: The theme, the file, and every problem.
  public func theme(
    from file: DesignTokenFile, named name: String, extending parent: Theme? = nil
  ) -> DesignTokenTheme {
    var theme = Theme(name: name, extending: parent)
    var diagnostics = file.diagnostics
    let tokens = Dictionary(
      file.tokens.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
    for entry in entries {
      guard let token = tokens[entry.path], let value = file.resolved[entry.path],
        let type = file.resolvedTypes[entry.path]
      else { continue }
      if let problem = Self.problem(setting: entry, to: value, type: type, of: token, in: &theme) {
        diagnostics.append(problem)
      } else if token.isDeprecated {
        diagnostics.append(Self.deprecation(of: token, for: entry))
      }
    }
    let mapped = Set(paths)
    return DesignTokenTheme(
      theme: theme, file: file,
      diagnostics: diagnostics.sorted { $0.range.start < $1.range.start },
      unmappedPaths: file.tokens.map(\.path).filter { !mapped.contains($0) })
  }

  private static func problem(
    setting entry: any DesignTokenBinding, to value: JSONValue, type: DesignTokenType,
    of token: DesignToken, in theme: inout Theme
  ) -> TextDiagnostic? {
    guard entry.types.contains(type) else {
      let types = entry.types.map { "`\($0.rawValue)`" }.joined(separator: " or ")
      return TextDiagnostic(
        code: .tokenTypeMismatch,
        message: "token `\(token.path)` is of type `\(type.rawValue)`, but `\(entry.swiftName)` "
          + "is a \(entry.valueTypeName) token, which takes \(types)",
        file: token.fileName, range: token.valueRange, expected: types, found: type.rawValue)
    }
    do {
      try entry.set(value, type: type, in: &theme)
      return nil
    } catch {
      return TextDiagnostic(
        code: .invalidValue,
        message: "token `\(token.path)` is not a valid `\(type.rawValue)`: \(error)",
        file: token.fileName, range: token.valueRange, expected: error.expected,
        found: Self.found(token.value))
    }
  }

  /// The warning that a Swift token takes its value from a deprecated token.
  private static func deprecation(
    of token: DesignToken, for entry: any DesignTokenBinding
  ) -> TextDiagnostic {
    TextDiagnostic(
      code: .deprecatedToken,
      message: "`\(entry.swiftName)` takes its value from `\(token.path)`, which is deprecated"
        + DesignToken.quotedDeprecation(token.deprecationMessage),
      file: token.fileName, range: token.range, severity: .warning)
  }

  /// A token's value as written, cut to 40 characters as the reader's own diagnostics cut
  /// theirs: the resolved value is not printed, since aliases that share one value can
  /// stand for one far larger than the file.
  private static func found(_ value: JSONValue) -> String {
    let text = value.description
    return text.count > 40 ? String(text.prefix(40)) : text
  }
}
