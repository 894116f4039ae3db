extension JSONReader {
  /// A string, from its opening quote, with its escapes read. A lone surrogate escape reads
  /// as U+FFFD.
  mutating func string() throws(Failure) -> String {
    let start = index
    index += 1
    var scalars = String.UnicodeScalarView()
    var run = index
    while true {
      guard let byte = current else {
        throw failure("a string without its closing quote", at: start)
      }
      switch byte {
      case UInt8(ascii: "\""):
        scalars += String(decoding: bytes[run..<index], as: UTF8.self).unicodeScalars
        index += 1
        return String(scalars)
      case UInt8(ascii: "\\"):
        scalars += String(decoding: bytes[run..<index], as: UTF8.self).unicodeScalars
        scalars.append(try escape())
        run = index
      case 0..<0x20:
        throw failure("a control character in a string must be escaped")
      default: index += 1
      }
    }
  }

  private mutating func escape() throws(Failure) -> Unicode.Scalar {
    let start = index
    index += 1
    guard let byte = current else { throw failure("an escape without its character", at: start) }
    index += 1
    switch byte {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{8}"
    case UInt8(ascii: "f"): return "\u{C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"): return try unicodeEscape(start: start)
    default: throw failure("an escape that JSON does not have", at: start)
    }
  }

  private mutating func unicodeEscape(start: Int) throws(Failure) -> Unicode.Scalar {
    let high = try hexQuad(start: start)
    guard (0xD800..<0xDC00).contains(high) else {
      return Unicode.Scalar(high) ?? "\u{FFFD}"
    }
    // A high surrogate pairs with a `\u` low surrogate after it.
    guard bytes.count - index >= 6, bytes[index] == UInt8(ascii: "\\"),
      bytes[index + 1] == UInt8(ascii: "u")
    else { return "\u{FFFD}" }
    let saved = index
    index += 2
    let low = try hexQuad(start: saved)
    guard (0xDC00..<0xE000).contains(low) else {
      index = saved
      return "\u{FFFD}"
    }
    return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)) ?? "\u{FFFD}"
  }

  private mutating func hexQuad(start: Int) throws(Failure) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let byte = current, let digit = HexDigit.value(of: byte) else {
        throw failure("`\\u` takes four hexadecimal digits", at: start)
      }
      value = value * 16 + digit
      index += 1
    }
    return value
  }

  /// A number, as JSON's grammar spells it: `-`, digits without a leading zero, a fraction,
  /// an exponent.
  mutating func number() throws(Failure) -> JSONNode {
    let start = index
    if current == UInt8(ascii: "-") { index += 1 }
    if current == UInt8(ascii: "0") {
      index += 1
    } else {
      guard digits() > 0 else { throw failure("a number without digits", at: start) }
    }
    if current == UInt8(ascii: ".") {
      index += 1
      guard digits() > 0 else { throw failure("a number's fraction without digits") }
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      index += 1
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
      guard digits() > 0 else { throw failure("a number's exponent without digits") }
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard let number = Double(text), number.isFinite else {
      throw Failure(
        code: .invalidJSON, message: "a number too large to hold", expected: nil, start: start,
        end: index)
    }
    return JSONNode(kind: .number(number), start: start, end: index)
  }

  private mutating func digits() -> Int {
    let start = index
    while let byte = current, (0x30...0x39).contains(byte) { index += 1 }
    return index - start
  }
}
