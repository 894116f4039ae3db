extension Color {
  /// Opaque black.
  public static let black = Color(red: 0, green: 0, blue: 0)
  /// Opaque white.
  public static let white = Color(red: 1, green: 1, blue: 1)
  /// Fully transparent black.
  public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
  /// A medium gray.
  public static let gray = Color(red: 0.56, green: 0.56, blue: 0.58)
  /// The system red.
  public static let red = Color(red: 1, green: 0.23, blue: 0.19)
  /// The system green.
  public static let green = Color(red: 0.2, green: 0.78, blue: 0.35)
  /// The system blue.
  public static let blue = Color(red: 0, green: 0.48, blue: 1)
  /// The system orange.
  public static let orange = Color(red: 1, green: 0.58, blue: 0)
}
