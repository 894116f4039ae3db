extension Tokenizer {
  static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C
  }

  static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

  /// A letter, `_`, or any byte of a non-ASCII character.
  static func isNameStart(_ byte: UInt8) -> Bool {
    (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte == UInt8(ascii: "_") || byte >= 0x80
  }

  static func isNameByte(_ byte: UInt8) -> Bool {
    isNameStart(byte) || isDigit(byte) || byte == UInt8(ascii: "-")
  }
}

extension Tokenizer {
  /// The value of a number's bytes: digits with an optional sign, fraction and exponent.
  /// A short decimal is exact as a whole number divided by a power of ten, both exact
  /// Doubles, since the division rounds correctly; others go through the standard library.
  static func number(_ text: ArraySlice<UInt8>) -> Double {
    var mantissa: UInt64 = 0
    var digits = 0
    var scale = 0
    var isNegative = false
    var seenPoint = false
    for byte in text {
      switch byte {
      case UInt8(ascii: "-") where digits == 0: isNegative = true
      case UInt8(ascii: "+") where digits == 0: break
      case UInt8(ascii: "."): seenPoint = true
      case 0x30...0x39 where digits < 15:
        mantissa = mantissa * 10 + UInt64(byte - 0x30)
        digits += 1
        if seenPoint { scale += 1 }
      default:
        // An exponent, or more digits than the fast path keeps exact.
        // Digits always make a finite or infinite Double; an overflow reads as infinity,
        // which the value syntaxes reject as out of range.
        return Double(String(decoding: text, as: UTF8.self)) ?? .infinity
      }
    }
    let magnitude = Double(mantissa) / powersOfTen[scale]
    return isNegative ? -magnitude : magnitude
  }

  private static let powersOfTen: [Double] = (0...15).map { power in
    (0..<power).reduce(1.0) { value, _ in value * 10 }
  }
}
