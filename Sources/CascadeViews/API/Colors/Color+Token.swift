extension Color {
  /// A token is not a color: it names one, which a theme gives when a style is applied.
  ///
  /// This member exists to say so where a color is expected, as in a named modifier
  /// (`.textColor(.token(.accent))`); write the token as its own argument instead:
  /// `Setter(\.textColor, token: .accent)` in a block, or
  /// `.setting(\.textColor, token: .accent)` in a chain.
  @available(
    *, unavailable,
    message:
      "a token is resolved when the style is applied: write Setter(\\.property, token: .name) in a block, .setting(\\.property, token: .name) in a chain, or .token(.name) in a per-state setter such as Setter.titleColor(_:for:)"
  )
  public static func token(_ token: Token<Color>) -> Color {
    // Unavailable: no call compiles. The body still gives a color, the token's default, so
    // that no path through it can stop the program.
    token.defaultValue ?? .clear
  }
}
