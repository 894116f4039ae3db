/// Hexadecimal digits, as CSS escapes (`\A `), JSON escapes (`\u00e9`) and hex colors
/// spell them; `package` so that CascadeViews reads a hex color's digits by the same rule.
package enum HexDigit {
  /// The digit's value, or `nil` for a byte that is not a hexadecimal digit.
  package static func value(of byte: UInt8) -> UInt32? {
    switch byte {
    case 0x30...0x39: UInt32(byte - 0x30)
    case 0x41...0x46: UInt32(byte - 0x41 + 10)
    case 0x61...0x66: UInt32(byte - 0x61 + 10)
    default: nil
    }
  }
}
