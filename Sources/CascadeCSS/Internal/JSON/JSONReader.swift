internal import Cascade

/// Reads JSON (RFC 8259) from UTF-8 bytes into ``JSONNode``s that know where they are.
///
/// Its own reader rather than Foundation's `JSONSerialization` or `JSONDecoder`: those
/// give neither the line and column of a syntax error nor the place of each value, which
/// every design token diagnostic needs, and CascadeCSS imports no Foundation. It never
/// indexes past the end, nests at most `maximumDepth` deep (so its recursion is bounded:
/// the design token reader asks for no more than ``TextLimits/nestingDepthCeiling``), and
/// stops at the first syntax error: JSON has no boundary to recover at.
///
/// - Complexity: O(*n*) in the bytes: it only moves forward, but for a `\u` escape read
///   again when it does not pair with the high surrogate before it; each key is checked
///   against its object's others by a set.
struct JSONReader {
  struct Failure: Error {
    let code: TextDiagnostic.Code
    let message: String
    let expected: String?
    let start: Int
    let end: Int
  }

  let bytes: [UInt8]
  private let maximumDepth: Int
  var index = 0
  /// The values read, for ``WorkCounter``.
  private var values = 0

  init(bytes: [UInt8], maximumDepth: Int) {
    self.bytes = bytes
    self.maximumDepth = maximumDepth
  }

  /// The document's one value, with nothing but white space after it.
  static func read(_ bytes: [UInt8], maximumDepth: Int) throws(Failure) -> JSONNode {
    var reader = JSONReader(bytes: bytes, maximumDepth: maximumDepth)
    defer { WorkCounter.record(reader.index + reader.values) }
    // A byte order mark is not JSON, but editors write one.
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.index = 3 }
    let node = try reader.value(depth: 0)
    reader.skipWhitespace()
    guard reader.index >= bytes.count else {
      throw reader.failure("text after the end of the JSON value", expected: "the end of the file")
    }
    return node
  }

  var current: UInt8? { index < bytes.count ? bytes[index] : nil }

  private mutating func skipWhitespace() {
    while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
      index += 1
    }
  }

  func failure(
    _ message: String, expected: String? = nil, code: TextDiagnostic.Code = .invalidJSON,
    at start: Int? = nil
  ) -> Failure {
    let start = start ?? index
    // The range covers the character there, not just its first byte.
    var end = min(start + 1, bytes.count)
    while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
    return Failure(code: code, message: message, expected: expected, start: start, end: end)
  }

  private func found() -> String {
    guard let byte = current else { return "the end of the file" }
    return byte < 0x80 ? "`\(Character(Unicode.Scalar(byte)))`" : "a non-ASCII character"
  }

  private mutating func value(depth: Int) throws(Failure) -> JSONNode {
    values += 1
    skipWhitespace()
    let start = index
    switch current {
    case UInt8(ascii: "{")?: return try object(depth: depth + 1)
    case UInt8(ascii: "[")?: return try array(depth: depth + 1)
    case UInt8(ascii: "\"")?:
      let text = try string()
      return JSONNode(kind: .string(text), start: start, end: index)
    case UInt8(ascii: "t")?: return try literal("true", .bool(true))
    case UInt8(ascii: "f")?: return try literal("false", .bool(false))
    case UInt8(ascii: "n")?: return try literal("null", .null)
    case let byte? where byte == UInt8(ascii: "-") || (0x30...0x39).contains(byte):
      return try number()
    default:
      throw failure("expected a JSON value, found \(found())", expected: "a JSON value")
    }
  }

  private mutating func literal(_ word: String, _ kind: JSONNode.Kind) throws(Failure) -> JSONNode {
    let start = index
    let expected = Array(word.utf8)
    guard bytes.count - index >= expected.count,
      bytes[index..<index + expected.count].elementsEqual(expected)
    else { throw failure("expected a JSON value, found \(found())", expected: "a JSON value") }
    index += expected.count
    return JSONNode(kind: kind, start: start, end: index)
  }

  private mutating func enter(_ depth: Int) throws(Failure) {
    guard depth <= maximumDepth else {
      throw failure(
        "objects and arrays nested more than \(maximumDepth) deep", code: .nestingTooDeep)
    }
  }

  private mutating func array(depth: Int) throws(Failure) -> JSONNode {
    try enter(depth)
    let start = index
    index += 1
    var nodes: [JSONNode] = []
    skipWhitespace()
    if current == UInt8(ascii: "]") {
      index += 1
      return JSONNode(kind: .array([]), start: start, end: index)
    }
    while true {
      nodes.append(try value(depth: depth))
      skipWhitespace()
      switch current {
      case UInt8(ascii: ",")?: index += 1
      case UInt8(ascii: "]")?:
        index += 1
        return JSONNode(kind: .array(nodes), start: start, end: index)
      default:
        throw failure("expected `,` or `]` in an array, found \(found())", expected: "`,` or `]`")
      }
    }
  }

  private mutating func object(depth: Int) throws(Failure) -> JSONNode {
    try enter(depth)
    let start = index
    index += 1
    var members: [JSONNode.Member] = []
    var keys: Set<String> = []
    skipWhitespace()
    if current == UInt8(ascii: "}") {
      index += 1
      return JSONNode(kind: .object([]), start: start, end: index)
    }
    while true {
      skipWhitespace()
      let keyStart = index
      guard current == UInt8(ascii: "\"") else {
        throw failure("expected a member's key, a string, found \(found())", expected: "a key")
      }
      let key = try string()
      let keyEnd = index
      guard keys.insert(key).inserted else {
        throw Failure(
          code: .invalidJSON, message: "the key `\(key)` appears twice in one object",
          expected: nil, start: keyStart, end: keyEnd)
      }
      skipWhitespace()
      guard current == UInt8(ascii: ":") else {
        throw failure("expected `:` after a key, found \(found())", expected: "`:`")
      }
      index += 1
      let node = try value(depth: depth)
      members.append(JSONNode.Member(key: key, keyStart: keyStart, keyEnd: keyEnd, value: node))
      skipWhitespace()
      switch current {
      case UInt8(ascii: ",")?: index += 1
      case UInt8(ascii: "}")?:
        index += 1
        return JSONNode(kind: .object(members), start: start, end: index)
      default:
        throw failure("expected `,` or `}` in an object, found \(found())", expected: "`,` or `}`")
      }
    }
  }
}
