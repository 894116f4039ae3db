extension Color {
  /// Opaque black, `#000000`. Mirrors `UIColor.black`.
  ///
  /// ```swift
  /// Setter(\Label.textColor, .black)
  /// ```
  public static let black = Color(red: 0, green: 0, blue: 0)

  /// Opaque white, `#FFFFFF`. Mirrors `UIColor.white`.
  ///
  /// ```swift
  /// Setter(\View.backgroundColor, .white)
  /// ```
  public static let white = Color(red: 1, green: 1, blue: 1)

  /// Fully transparent black, `#00000000`. Mirrors `UIColor.clear`.
  ///
  /// ```swift
  /// Setter(\View.backgroundColor, .clear)
  /// ```
  public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)

  /// A medium gray, `#8E8E93`. Mirrors `UIColor.systemGray` in light mode.
  ///
  /// ```swift
  /// Setter(\Label.textColor, .gray)
  /// ```
  public static let gray = Color(rgb: 0x8E8E93)

  /// The system red, `#FF3B30`. Mirrors `UIColor.systemRed` in light mode.
  ///
  /// ```swift
  /// Setter(\Label.textColor, .red)
  /// ```
  public static let red = Color(rgb: 0xFF3B30)

  /// The system green, `#34C759`. Mirrors `UIColor.systemGreen` in light mode.
  ///
  /// ```swift
  /// Setter(\View.tintColor, .green)
  /// ```
  public static let green = Color(rgb: 0x34C759)

  /// The system blue, `#007AFF`. Mirrors `UIColor.systemBlue` in light mode.
  ///
  /// ```swift
  /// Setter(\View.tintColor, .blue)
  /// ```
  public static let blue = Color(rgb: 0x007AFF)

  /// The system orange, `#FF9500`. Mirrors `UIColor.systemOrange` in light mode.
  ///
  /// ```swift
  /// Setter(\View.tintColor, .orange)
  /// ```
  public static let orange = Color(rgb: 0xFF9500)

  /// The system yellow, `#FFCC00`. Mirrors `UIColor.systemYellow` in light mode.
  ///
  /// ```swift
  /// Setter(\View.tintColor, .yellow)
  /// ```
  public static let yellow = Color(rgb: 0xFFCC00)

  /// The system purple, `#AF52DE`. Mirrors `UIColor.systemPurple` in light mode.
  ///
  /// ```swift
  /// Setter(\View.tintColor, .purple)
  /// ```
  public static let purple = Color(rgb: 0xAF52DE)

  /// The system pink, `#FF2D55`. Mirrors `UIColor.systemPink` in light mode.
  ///
  /// ```swift
  /// Setter(\View.tintColor, .pink)
  /// ```
  public static let pink = Color(rgb: 0xFF2D55)

  /// The system teal, `#30B0C7`. Mirrors `UIColor.systemTeal` in light mode (iOS 15 and later).
  ///
  /// ```swift
  /// Setter(\View.tintColor, .teal)
  /// ```
  public static let teal = Color(rgb: 0x30B0C7)

  /// The system indigo, `#5856D6`. Mirrors `UIColor.systemIndigo` in light mode.
  ///
  /// ```swift
  /// Setter(\View.tintColor, .indigo)
  /// ```
  public static let indigo = Color(rgb: 0x5856D6)

  /// The system brown, `#A2845E`. Mirrors `UIColor.systemBrown` in light mode.
  ///
  /// ```swift
  /// Setter(\View.tintColor, .brown)
  /// ```
  public static let brown = Color(rgb: 0xA2845E)

  /// The system cyan, `#32ADE6`. Mirrors `UIColor.systemCyan` in light mode.
  ///
  /// ```swift
  /// Setter(\View.tintColor, .cyan)
  /// ```
  public static let cyan = Color(rgb: 0x32ADE6)

  /// The system mint, `#00C7BE`. Mirrors `UIColor.systemMint` in light mode.
  ///
  /// ```swift
  /// Setter(\View.tintColor, .mint)
  /// ```
  public static let mint = Color(rgb: 0x00C7BE)
}
