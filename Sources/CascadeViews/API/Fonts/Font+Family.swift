extension Font {
  /// The typeface family of a ``Font``: the platform's system font or a font by name.
  ///
  /// Mirrors `UIFont.familyName`, with the system font as its own case.
  ///
  /// ```swift
  /// Font.body.family                           // .system
  /// Font.custom("Georgia", size: 16).family    // .named("Georgia")
  /// ```
  public enum Family: Sendable, Hashable, CustomStringConvertible {
    /// The platform's system font (San Francisco on Apple platforms).
    ///
    /// ```swift
    /// Font.system(size: 15).family == .system  // true
    /// ```
    case system

    /// A font family by name, resolved by whatever renders the font.
    ///
    /// ```swift
    /// let family = Font.Family.named("Avenir Next")
    /// ```
    case named(String)

    /// `system`, or the quoted name.
    ///
    /// ```swift
    /// Font.Family.named("Avenir Next").description  // "\"Avenir Next\""
    /// ```
    public var description: String {
      switch self {
      case .system: "system"
      case .named(let name): "\"\(name)\""
      }
    }
  }
}
