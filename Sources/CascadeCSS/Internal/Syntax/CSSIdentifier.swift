/// Writes a name as a CSS identifier that reads back as the same name, as CSSOM's
/// "serialize an identifier" does: a name that is one already is written as it is, and
/// any other is escaped (`123` as `\31 23`, `a b` as `a\ b`).
package enum CSSIdentifier {
  /// The name as an identifier.
  ///
  /// - Complexity: O(*n*) in the name's bytes.
  package static func escaped(_ name: String) -> String {
    let bytes = Array(name.utf8)
    guard needsEscaping(bytes) else { return name }
    var text = ""
    for (index, scalar) in name.unicodeScalars.enumerated() {
      text += escaped(scalar, at: index, leadsAfterHyphen: index == 1 && bytes.first == 0x2D)
    }
    return bytes == [0x2D] ? "\\-" : text
  }

  /// A custom property's or token's name as `--name`, escaped as one identifier: a name
  /// that holds a `\\` or a space reads back the same, and a digit after `--` stays as it is.
  ///
  /// - Complexity: O(*n*) in the name's bytes.
  package static func customProperty(_ name: String) -> String {
    escaped("--" + name)
  }

  /// One character of a name that needs escaping.
  private static func escaped(
    _ scalar: Unicode.Scalar, at index: Int, leadsAfterHyphen: Bool
  ) -> String {
    let value = scalar.value
    let isDigit = value >= 0x30 && value <= 0x39
    if value == 0 { return "\u{FFFD}" }
    if value < 0x20 || value == 0x7F || (isDigit && (index == 0 || leadsAfterHyphen)) {
      return "\\" + String(value, radix: 16) + " "
    }
    if value >= 0x80 || Tokenizer.isNameByte(UInt8(value)) { return String(scalar) }
    return "\\" + String(scalar)
  }

  /// Whether a name is not an identifier as it is: empty, a lone `-`, starting with a
  /// digit or `-` and a digit, or holding a byte a name may not have.
  private static func needsEscaping(_ bytes: [UInt8]) -> Bool {
    guard let first = bytes.first else { return false }
    if bytes == [0x2D] || Tokenizer.isDigit(first) { return true }
    if first == 0x2D, bytes.count > 1, Tokenizer.isDigit(bytes[1]) { return true }
    return !bytes.allSatisfy(Tokenizer.isNameByte)
  }
}
