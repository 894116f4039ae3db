internal import CascadeCSS

extension Color {
  /// Creates a color from a CSS-style hex string.
  ///
  /// Accepts `#RGB`, `#RRGGBB` and `#RRGGBBAA`, with or without the leading `#`, in upper or
  /// lower case. `#RGB` repeats each digit (`#F80` is `#FF8800`); without `AA` the color is
  /// opaque. Surrounding whitespace is not accepted: trim the input first.
  ///
  /// ```swift
  /// let brand = try Color(hex: "#FF9500")
  /// let scrim = try Color(hex: "00000066")
  /// do {
  ///   _ = try Color(hex: "#12345")
  /// } catch {
  ///   print(error)  // "#12345" is not a hex color: expected 3, 6 or 8 hex digits, found 5
  /// }
  /// ```
  ///
  /// - Parameter hex: The hex string.
  /// - Throws: ``HexError/invalidDigit(input:character:offset:)`` for the first character
  ///   that is not an ASCII hex digit; otherwise
  ///   ``HexError/invalidLength(input:digitCount:)`` when there are not 3, 6 or 8 digits.
  public init(hex: String) throws(HexError) {
    if let color = Self.color(ofASCIIHexDigits: hex) {
      self = color
      return
    }
    let digits = try Self.hexDigits(in: hex)
    switch digits.count {
    case 3:
      self.init(bytes: digits.map { $0 * 17 }, opacity: 255)
    case 6, 8:
      let bytes = stride(from: 0, to: digits.count, by: 2).map { (index: Int) -> Int in
        digits[index] * 16 + digits[index + 1]
      }
      self.init(bytes: bytes, opacity: bytes.count == 4 ? bytes[3] : 255)
    default:
      throw .invalidLength(input: hex, digitCount: digits.count)
    }
  }

  /// The color as `#RRGGBB` when opaque, `#RRGGBBAA` otherwise, in upper case.
  ///
  /// Each component is rounded to the nearest byte, so `try Color(hex: color.hexString)`
  /// gives back the same bytes.
  ///
  /// ```swift
  /// Color.red.hexString                  // "#FF3B30"
  /// Color.white.opacity(0.5).hexString   // "#FFFFFF80"
  /// ```
  public var hexString: String {
    // Opaque is decided on the rounded byte, so the string round-trips: 0.999 is FF.
    let isOpaque = Self.hexByte(opacity) == "FF"
    let components = isOpaque ? [red, green, blue] : [red, green, blue, opacity]
    return "#" + components.map(Self.hexByte).joined()
  }

  /// Creates an opaque color from a packed `0xRRGGBB` value, as design tools write it.
  init(rgb: UInt32) {
    let bytes = [rgb >> 16, rgb >> 8, rgb].map { Int($0 & 0xFF) }
    self.init(bytes: bytes, opacity: 255)
  }

  private init(bytes: [Int], opacity: Int) {
    self.init(
      red: Double(bytes[0]) / 255, green: Double(bytes[1]) / 255, blue: Double(bytes[2]) / 255,
      opacity: Double(opacity) / 255)
  }

  /// The color of a string that is 3, 6 or 8 ASCII hex digits after an optional `#`, read
  /// from its bytes with no array; `nil` for any other string, which ``init(hex:)`` then
  /// reads by characters to report what is wrong. A text sheet reads every hex color here.
  private static func color(ofASCIIHexDigits hex: String) -> Color? {
    var packed: UInt32 = 0
    var count = 0
    var bytes = hex.utf8[...]
    if bytes.first == UInt8(ascii: "#") { bytes = bytes.dropFirst() }
    for byte in bytes {
      guard count < 8, let digit = HexDigit.value(of: byte) else { return nil }
      packed = packed << 4 | digit
      count += 1
    }
    // Each component as `init(bytes:opacity:)` works it out, with no array to pass them in.
    let byte = { (shift: UInt32) in Double(packed >> shift & 0xFF) / 255 }
    switch count {
    case 3:
      let nibble = { (shift: UInt32) in Double((packed >> shift & 0xF) * 17) / 255 }
      return Color(red: nibble(8), green: nibble(4), blue: nibble(0), opacity: 1)
    case 6: return Color(red: byte(16), green: byte(8), blue: byte(0), opacity: 1)
    case 8: return Color(red: byte(24), green: byte(16), blue: byte(8), opacity: byte(0))
    default: return nil
    }
  }

  /// The value of each character after an optional leading `#`.
  private static func hexDigits(in hex: String) throws(HexError) -> [Int] {
    let hasHash = hex.first == "#"
    var digits: [Int] = []
    for (offset, character) in hex.enumerated().dropFirst(hasHash ? 1 : 0) {
      guard character.isASCII, let value = character.hexDigitValue else {
        throw .invalidDigit(input: hex, character: character, offset: offset)
      }
      digits.append(value)
    }
    return digits
  }

  private static func hexByte(_ component: Double) -> String {
    let byte = Int(component * 255 + 0.5)  // components are clamped to 0...1
    let digits = String(byte, radix: 16, uppercase: true)
    return byte < 16 ? "0" + digits : digits
  }
}
