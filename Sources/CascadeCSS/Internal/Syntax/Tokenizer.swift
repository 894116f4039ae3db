/// Reads CSS tokens from UTF-8 bytes, as CSS Syntax Level 3 describes (all but unicode
/// ranges, which only `@font-face` reads). It never reads past the end, and every byte
/// belongs to one token, so any input ends.
struct Tokenizer {
  private let bytes: [UInt8]
  private var position = 0

  /// A tokenizer at the input's start, after a byte order mark if it has one: CSS skips
  /// the mark, and offsets stay offsets into the input, mark included.
  init(_ bytes: [UInt8]) {
    self.bytes = bytes
    position = LineMap.byteOrderMarkLength(of: bytes)
  }

  /// Every token of the input, comments left out.
  static func tokens(of bytes: [UInt8]) -> [CSSToken] {
    var tokenizer = Tokenizer(bytes)
    var tokens: [CSSToken] = []
    tokens.reserveCapacity(bytes.count / 3)
    while let token = tokenizer.next() { tokens.append(token) }
    return tokens
  }

  mutating func next() -> CSSToken? {
    while true {
      guard position < bytes.count else { return nil }
      let start = position
      if byte(0) == UInt8(ascii: "/") && byte(1) == UInt8(ascii: "*") {
        if skipComment() { continue }
        return CSSToken(kind: .unterminatedComment, start: start, end: position)
      }
      let kind = readToken()
      return CSSToken(kind: kind, start: start, end: position)
    }
  }

  private func byte(_ offset: Int) -> UInt8? {
    let index = position + offset
    return index < bytes.count ? bytes[index] : nil
  }

  /// Skips a comment; false if it has no end.
  private mutating func skipComment() -> Bool {
    position += 2
    while position + 1 < bytes.count {
      if bytes[position] == UInt8(ascii: "*") && bytes[position + 1] == UInt8(ascii: "/") {
        position += 2
        return true
      }
      position += 1
    }
    position = bytes.count
    return false
  }

  private mutating func readToken() -> CSSToken.Kind {
    let first = bytes[position]
    if Self.isWhitespace(first) {
      while let next = byte(0), Self.isWhitespace(next) { position += 1 }
      return .whitespace
    }
    if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") { return readString(first) }
    if startsNumber() { return readNumeric() }
    if first == UInt8(ascii: "-") && byte(1) == UInt8(ascii: "-") && byte(2) == UInt8(ascii: ">") {
      position += 3
      return .cdc
    }
    if startsIdentifier(at: 0) { return readIdentLike() }
    if first == UInt8(ascii: "<") && byte(1) == UInt8(ascii: "!") && byte(2) == UInt8(ascii: "-")
      && byte(3) == UInt8(ascii: "-")
    {
      position += 4
      return .cdo
    }
    position += 1
    switch first {
    case UInt8(ascii: ":"): return .colon
    case UInt8(ascii: ";"): return .semicolon
    case UInt8(ascii: ","): return .comma
    case UInt8(ascii: "{"): return .openBrace
    case UInt8(ascii: "}"): return .closeBrace
    case UInt8(ascii: "("): return .openParen
    case UInt8(ascii: ")"): return .closeParen
    case UInt8(ascii: "["): return .openBracket
    case UInt8(ascii: "]"): return .closeBracket
    case UInt8(ascii: "#") where byte(0).map(Self.isNameByte) ?? false || startsEscape(at: 0):
      return .hash(readName())
    case UInt8(ascii: "@") where startsIdentifier(at: 0):
      return .atKeyword(readName())
    default: return .delimiter(first)
    }
  }

  private mutating func readString(_ quote: UInt8) -> CSSToken.Kind {
    position += 1
    var value: [UInt8] = []
    while let next = byte(0) {
      position += 1
      switch next {
      case quote: return .string(String(decoding: value, as: UTF8.self))
      case UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0x0C:
        position -= 1
        return .badString
      case UInt8(ascii: "\\"):
        readEscape(into: &value)
      // CSS reads a NUL as U+FFFD, written or escaped, so no string holds one.
      case 0: value += [0xEF, 0xBF, 0xBD]
      default: value.append(next)
      }
    }
    return .badString
  }

  /// Reads what follows a `\\` in a string or a name, as CSS Syntax Level 3 §4.3.7 does:
  /// up to six hex digits and one optional whitespace for a character by its code
  /// (`\\A ` is a line break), an escaped line break that continues a string, or any other
  /// character standing for itself.
  private mutating func readEscape(into value: inout [UInt8]) {
    guard let escaped = byte(0) else { return }
    var code: UInt32 = 0
    var digits = 0
    while digits < 6, let next = byte(0), let digit = HexDigit.value(of: next) {
      code = code * 16 + digit
      digits += 1
      position += 1
    }
    guard digits == 0 else {
      skipWhitespaceAfterEscape()
      // Zero, a surrogate and a code past U+10FFFF read as U+FFFD.
      let scalar = Unicode.Scalar(code).flatMap { code == 0 ? nil : $0 } ?? "\u{FFFD}"
      value.append(contentsOf: Array(String(Character(scalar)).utf8))
      return
    }
    position += 1
    switch escaped {
    case UInt8(ascii: "\n"), 0x0C: break
    case UInt8(ascii: "\r"): if byte(0) == UInt8(ascii: "\n") { position += 1 }
    case 0: value += [0xEF, 0xBF, 0xBD]
    default: value.append(escaped)
    }
  }

  /// Skips the one whitespace that may end a hex escape: `\r\n` is one line break.
  private mutating func skipWhitespaceAfterEscape() {
    guard let next = byte(0), Self.isWhitespace(next) else { return }
    position += next == UInt8(ascii: "\r") && byte(1) == UInt8(ascii: "\n") ? 2 : 1
  }

  private func startsNumber() -> Bool {
    guard let first = byte(0) else { return false }
    if Self.isDigit(first) { return true }
    if first == UInt8(ascii: ".") { return byte(1).map(Self.isDigit) ?? false }
    guard first == UInt8(ascii: "+") || first == UInt8(ascii: "-") else { return false }
    if let second = byte(1), Self.isDigit(second) { return true }
    return byte(1) == UInt8(ascii: ".") && (byte(2).map(Self.isDigit) ?? false)
  }

  private mutating func readNumeric() -> CSSToken.Kind {
    let start = position
    var isInteger = true
    if byte(0) == UInt8(ascii: "+") || byte(0) == UInt8(ascii: "-") { position += 1 }
    skipDigits()
    if byte(0) == UInt8(ascii: "."), let next = byte(1), Self.isDigit(next) {
      isInteger = false
      position += 1
      skipDigits()
    }
    if byte(0) == UInt8(ascii: "e") || byte(0) == UInt8(ascii: "E") {
      let signed = byte(1) == UInt8(ascii: "+") || byte(1) == UInt8(ascii: "-")
      if let digit = byte(signed ? 2 : 1), Self.isDigit(digit) {
        isInteger = false
        position += signed ? 2 : 1
        skipDigits()
      }
    }
    let value = Self.number(bytes[start..<position])
    if byte(0) == UInt8(ascii: "%") {
      position += 1
      return .percentage(value)
    }
    if startsIdentifier(at: 0) { return .dimension(value, unit: readName()) }
    return .number(value, isInteger: isInteger)
  }

  private mutating func skipDigits() {
    while let next = byte(0), Self.isDigit(next) { position += 1 }
  }

  private func startsIdentifier(at offset: Int) -> Bool {
    guard let first = byte(offset) else { return false }
    if first == UInt8(ascii: "-") {
      guard let second = byte(offset + 1) else { return false }
      return second == UInt8(ascii: "-") || Self.isNameStart(second)
        || startsEscape(at: offset + 1)
    }
    return Self.isNameStart(first) || startsEscape(at: offset)
  }

  /// Whether a `\` at `offset` starts an escape in a name: any character but a line
  /// break may follow it, and so may the end of the input.
  private func startsEscape(at offset: Int) -> Bool {
    guard byte(offset) == UInt8(ascii: "\\") else { return false }
    guard let next = byte(offset + 1) else { return true }
    return next != UInt8(ascii: "\n") && next != UInt8(ascii: "\r") && next != 0x0C
  }

  private mutating func readIdentLike() -> CSSToken.Kind {
    let name = readName()
    guard byte(0) == UInt8(ascii: "(") else { return .identifier(name) }
    position += 1
    guard name.utf8.count == 3, name.lowercased() == "url" else { return .function(name) }
    // `url(` then white space and a quote is a function of a string; anything else an address.
    var next = position
    while next < bytes.count, Self.isWhitespace(bytes[next]) { next += 1 }
    if next < bytes.count, bytes[next] == UInt8(ascii: "\"") || bytes[next] == UInt8(ascii: "'") {
      return .function(name)
    }
    position = next
    return readURL()
  }

  /// Reads an unquoted address after `url(` and its white space, up to `)`, as CSS Syntax
  /// Level 3 §4.3.6 does.
  private mutating func readURL() -> CSSToken.Kind {
    var value: [UInt8] = []
    while let next = byte(0) {
      position += 1
      switch next {
      case UInt8(ascii: ")"): return .url(String(decoding: value, as: UTF8.self))
      case _ where Self.isWhitespace(next):
        while let more = byte(0), Self.isWhitespace(more) { position += 1 }
        if byte(0) == nil { return .url(String(decoding: value, as: UTF8.self)) }
        if byte(0) == UInt8(ascii: ")") {
          position += 1
          return .url(String(decoding: value, as: UTF8.self))
        }
        return skipBadURL()
      case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "("):
        return skipBadURL()
      // CSS reads a NUL as U+FFFD, as in a string.
      case 0: value += [0xEF, 0xBF, 0xBD]
      case 0x01...0x08, 0x0B, 0x0E...0x1F, 0x7F: return skipBadURL()
      case UInt8(ascii: "\\"):
        guard startsEscape(at: -1) else { return skipBadURL() }
        readEscape(into: &value)
      default: value.append(next)
      }
    }
    return .url(String(decoding: value, as: UTF8.self))
  }

  /// Skips what is left of a bad address: up to and with the next `)` that no `\\` escapes,
  /// or to the end.
  private mutating func skipBadURL() -> CSSToken.Kind {
    while let next = byte(0) {
      position += 1
      if next == UInt8(ascii: ")") { return .badURL }
      if next == UInt8(ascii: "\\"), startsEscape(at: -1) { readEscapeSkipping() }
    }
    return .badURL
  }

  /// Reads an escape whose value is not kept.
  private mutating func readEscapeSkipping() {
    var ignored: [UInt8] = []
    readEscape(into: &ignored)
  }

  /// Reads a name, its escapes decoded (`L\\61 bel` is `Label`); a name without one is
  /// read without copying its bytes twice.
  private mutating func readName() -> String {
    let start = position
    while let next = byte(0), Self.isNameByte(next) { position += 1 }
    guard startsEscape(at: 0) else {
      return String(decoding: bytes[start..<position], as: UTF8.self)
    }
    var value = Array(bytes[start..<position])
    while true {
      if let next = byte(0), Self.isNameByte(next) {
        value.append(next)
        position += 1
      } else if startsEscape(at: 0) {
        position += 1
        // CSS reads a `\\` that ends the input as U+FFFD in a name.
        if byte(0) == nil { value += [0xEF, 0xBF, 0xBD] } else { readEscape(into: &value) }
      } else {
        return String(decoding: value, as: UTF8.self)
      }
    }
  }
}
