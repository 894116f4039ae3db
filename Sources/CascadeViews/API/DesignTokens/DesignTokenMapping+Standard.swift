public import CascadeCSS

extension DesignTokenMapping {
  /// The standard tokens, each at its conventional path — `color.accent`,
  /// `color.text.primary`, `color.text.secondary`, `color.background.secondary`,
  /// `color.separator`, `dimension.radius.corner.card` and `dimension.spacing` — except
  /// `Token.background`, mapped explicitly to `color.background.primary`: its
  /// conventional path, `color.background`, is the group of `color.background.secondary`,
  /// and a token cannot be a group too.
  ///
  /// ```swift
  /// let light = DesignTokenMapping.standard.loadTheme(
  ///   ##"{"color": {"$type": "color", "accent": {"$value": "#FF9500"}}}"##, named: "Orange")
  /// print(light.theme[.accent] == .orange)  // true
  /// ```
  public static let standard: DesignTokenMapping = {
    var mapping = DesignTokenMapping()
    let colors: [Token<Color>] = [.accent, .primaryText, .secondaryText]
    for token in colors { mapping.map(token) }
    mapping.map(Token<Color>.background, to: "color.background.primary")
    mapping.map(Token<Color>.secondaryBackground)
    mapping.map(Token<Color>.separator)
    mapping.map(Token<Double>.cardCornerRadius)
    mapping.map(Token<Double>.spacing)
    return mapping
  }()
}
