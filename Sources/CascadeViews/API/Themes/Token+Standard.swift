// The standard design tokens of the substitute types, given values by `Theme.light` and
// `Theme.dark`; their defaults are the light values, so a style that uses them also works
// when applied without a theme. An app declares its own tokens the same way.

/// Apple's light-mode system colors that have no named `Color`.
enum LightColors {
  static let secondaryText = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.6)
  static let secondaryBackground = Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255)
  static let separator = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.29)
}

extension Token where Value == Color {
  /// The tint of controls and links; the light theme's value unless a theme says otherwise.
  public static let accent = Token("accent", default: Color.blue)
  /// The color of primary text; black unless a theme says otherwise.
  public static let primaryText = Token("primaryText", default: Color.black)
  /// The color of secondary text, such as captions; the light theme's value by default.
  public static let secondaryText = Token("secondaryText", default: LightColors.secondaryText)
  /// The color behind a screen's content; white unless a theme says otherwise.
  public static let background = Token("background", default: Color.white)
  /// The color of grouped content, such as cards, on the background; the light theme's
  /// value by default.
  public static let secondaryBackground = Token(
    "secondaryBackground", default: LightColors.secondaryBackground)
  /// The color of thin separators and borders; the light theme's value by default.
  public static let separator = Token("separator", default: LightColors.separator)
}

extension Token where Value == Double {
  /// The corner radius of cards, in points; 12 unless a theme says otherwise.
  public static let cardCornerRadius = Token("cardCornerRadius", default: 12)
  /// The standard spacing between related views, in points; 8 unless a theme says otherwise.
  public static let spacing = Token("spacing", default: 8)
}
