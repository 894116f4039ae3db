// The standard design tokens of the substitute types, given values by `Theme.light` and
// `Theme.dark`. An app declares its own tokens the same way.

extension Token where Value == Color {
  /// The tint of controls and links.
  public static let accent = Token("accent")
  /// The color of primary text.
  public static let primaryText = Token("primaryText")
  /// The color of secondary text, such as captions.
  public static let secondaryText = Token("secondaryText")
  /// The color behind a screen's content.
  public static let background = Token("background")
  /// The color of grouped content, such as cards, on the background.
  public static let secondaryBackground = Token("secondaryBackground")
  /// The color of thin separators and borders.
  public static let separator = Token("separator")
}

extension Token where Value == Double {
  /// The corner radius of cards, in points; 12 unless a theme says otherwise.
  public static let cardCornerRadius = Token("cardCornerRadius", default: 12)
  /// The standard spacing between related views, in points; 8 unless a theme says otherwise.
  public static let spacing = Token("spacing", default: 8)
}
