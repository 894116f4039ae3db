public import Cascade

extension DesignTokenMapping {
  /// A theme's own values as a design token file: each mapped token the theme sets, at its
  /// path, with its `$type`; ``loadTheme(_:named:file:extending:limits:)`` reads it back to
  /// an equal theme, so tokens defined in Swift can go to a design tool.
  ///
  /// ```swift
  /// var mapping = DesignTokenMapping()
  /// mapping.map(Token<Double>.spacing)
  /// let roomy = Theme(name: "Roomy") { $0[.spacing] = 12 }
  /// print(mapping.jsonText(of: roomy))
  /// // {
  /// //   "dimension": {
  /// //     "spacing": {
  /// //       "$type": "dimension",
  /// //       "$value": "12px"
  /// //     }
  /// //   }
  /// // }
  /// ```
  ///
  /// The parent's values are not written: export the parent on its own, and load the two
  /// as a pair.
  ///
  /// - Parameter theme: The theme.
  /// - Returns: The JSON text; the same theme always gives the same text.
  /// - Complexity: O(*m*) in the mapped tokens.
  public func jsonText(of theme: Theme) -> String {
    var tree = JSONTree()
    for entry in entries {
      guard case .object(let members)? = entry.exported(from: theme) else { continue }
      tree.insert(members, at: entry.path.dotSeparatedNames.filter { !$0.isEmpty })
    }
    return tree.value.jsonText()
  }

  /// Whether two themes are the same for the mapped tokens: the same name, and the same
  /// value for each token as a view styled under each theme gets it, from the theme, else
  /// its nearest parent, else the token's default.
  ///
  /// Which theme in a chain holds a value is not compared: the dark file of a pair loaded
  /// with ``loadThemes(lightFile:darkFile:limits:)`` extends the light theme and leaves out
  /// what it shares with it, and is equivalent to a dark theme that sets every value
  /// itself, such as the standard one, since both style every view alike.
  ///
  /// ```swift
  /// var mapping = DesignTokenMapping()
  /// mapping.map(Token<Double>.spacing)
  /// let roomy = Theme(name: "Roomy") { $0[.spacing] = 12 }
  /// let reloaded = mapping.loadTheme(mapping.jsonText(of: roomy), named: "Roomy").theme
  /// print(mapping.isEquivalent(roomy, to: reloaded))  // true
  /// ```
  ///
  /// - Parameters:
  ///   - theme: A theme.
  ///   - other: Another theme.
  /// - Returns: Whether they agree on every mapped token.
  /// - Complexity: O(*m* × *d*) for *m* mapped tokens and parent chains *d* deep.
  public func isEquivalent(_ theme: Theme, to other: Theme) -> Bool {
    theme.name == other.name && entries.allSatisfy { $0.hasEqualValues(in: theme, and: other) }
  }
}
