extension Color {
  /// Why a string is not a hex color, thrown by ``Color/init(hex:)``.
  ///
  /// Each case carries the input as given, so the error explains itself when printed.
  ///
  /// ```swift
  /// do {
  ///   _ = try Color(hex: "#12G456")
  /// } catch {
  ///   print(error)  // "#12G456" is not a hex color: 'G' at offset 3 is not a hex digit
  /// }
  /// ```
  public enum HexError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The input holds a number of hex digits other than 3, 6 or 8 (the `#` not counted).
    ///
    /// ```swift
    /// Color.HexError.invalidLength(input: "#12345", digitCount: 5)
    /// ```
    case invalidLength(input: String, digitCount: Int)

    /// The input holds a character that is not an ASCII hex digit.
    ///
    /// The offset counts characters in the input as given, the leading `#` included.
    ///
    /// ```swift
    /// Color.HexError.invalidDigit(input: "#12G456", character: "G", offset: 3)
    /// ```
    case invalidDigit(input: String, character: Character, offset: Int)

    /// The bad input and what is wrong with it.
    ///
    /// ```swift
    /// Color.HexError.invalidLength(input: "", digitCount: 0).description
    /// // "" is not a hex color: expected 3, 6 or 8 hex digits, found 0
    /// ```
    public var description: String {
      switch self {
      case .invalidLength(let input, let digitCount):
        "\"\(input)\" is not a hex color: expected 3, 6 or 8 hex digits, found \(digitCount)"
      case .invalidDigit(let input, let character, let offset):
        "\"\(input)\" is not a hex color: '\(character)' at offset \(offset) is not a hex digit"
      }
    }
  }
}
