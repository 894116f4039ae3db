import CascadeViews
import Testing

@Suite struct ColorHexTests {
  static let orange = Color(red: 1, green: 136.0 / 255, blue: 0)

  @Test(arguments: [
    "#F80", "F80", "#f80", "f80", "#FF8800", "FF8800", "#ff8800", "ff8800", "#Ff8800",
  ])
  func opaqueFormsParseWithOrWithoutTheHashInEitherCase(_ hex: String) throws {
    #expect(try Color(hex: hex) == Self.orange)
  }

  @Test(arguments: ["#FF880080", "FF880080", "#ff880080", "ff880080"])
  func eightDigitsCarryTheOpacity(_ hex: String) throws {
    #expect(try Color(hex: hex) == Self.orange.opacity(128.0 / 255))
  }

  @Test(arguments: [
    ("#000", Color.black), ("#FFF", Color.white), ("#00000000", Color.clear),
    ("#FFFFFFFF", Color.white), ("#007AFF", Color(red: 0, green: 122.0 / 255, blue: 1)),
  ])
  func knownColorsParse(_ hex: String, _ color: Color) throws {
    #expect(try Color(hex: hex) == color)
  }

  @Test(arguments: [
    ("", 0), ("#", 0), ("1", 1), ("#12", 2), ("1234", 4), ("#12345", 5), ("#1234567", 7),
    ("123456789", 9),
  ])
  func aWrongNumberOfDigitsIsAnInvalidLength(_ hex: String, _ count: Int) {
    #expect(throws: Color.HexError.invalidLength(input: hex, digitCount: count)) {
      try Color(hex: hex)
    }
  }

  @Test(
    arguments: [
      ("#12G456", "G", 3), ("12G456", "G", 2), ("#12345g", "g", 6), (" #123456", " ", 0),
      ("#123456 ", " ", 7), ("#123 456", " ", 4), ("##123456", "#", 1), ("0x123456", "x", 1),
      ("#１２３", "１", 1), ("#12é", "é", 3), ("🎨123", "🎨", 0), ("red", "r", 0),
    ] as [(String, Character, Int)])
  func aNonHexCharacterIsAnInvalidDigitAtItsOffset(
    _ hex: String, _ character: Character, _ offset: Int
  ) {
    #expect(throws: Color.HexError.invalidDigit(input: hex, character: character, offset: offset)) {
      try Color(hex: hex)
    }
  }

  @Test func aBadDigitIsReportedBeforeABadLength() {
    #expect(throws: Color.HexError.invalidDigit(input: "#12G45", character: "G", offset: 3)) {
      try Color(hex: "#12G45")
    }
  }

  @Test(arguments: [
    (
      Color.HexError.invalidLength(input: "#12345", digitCount: 5),
      "\"#12345\" is not a hex color: expected 3, 6 or 8 hex digits, found 5"
    ),
    (
      Color.HexError.invalidLength(input: "", digitCount: 0),
      "\"\" is not a hex color: expected 3, 6 or 8 hex digits, found 0"
    ),
    (
      Color.HexError.invalidDigit(input: "#12G456", character: "G", offset: 3),
      "\"#12G456\" is not a hex color: 'G' at offset 3 is not a hex digit"
    ),
    (
      Color.HexError.invalidDigit(input: " #123456", character: " ", offset: 0),
      "\" #123456\" is not a hex color: ' ' at offset 0 is not a hex digit"
    ),
  ])
  func errorsDescribeTheInputAndTheProblem(_ error: Color.HexError, _ description: String) {
    #expect(error.description == description)
    #expect("\(error)" == description)
  }

  /// Random strings of hex digits and other characters, each read as a small model of the
  /// format reads it: each pair of digits a byte (each digit twice in a short form), or else
  /// the first character that is not an ASCII hex digit, or else the count.
  @Test func randomStringsReadAsAModelOfTheFormatReadsThem() {
    var random = RestyleChangedPropertyTests.Seeded(state: 0x4845_58)
    let alphabet: [Character] =
      Array("0123456789abcdefABCDEF") + ["#", "g", " ", "é", "e\u{301}", "１"]
    var disagreements: [String] = []
    for _ in 0..<3_000 {
      let length = Int.random(in: 0...10, using: &random)
      var text = Bool.random(using: &random) ? "#" : ""
      for _ in 0..<length {
        // Mostly hex digits, so that most strings have a length to read.
        let range = Int.random(in: 0..<8, using: &random) > 0 ? 0..<22 : alphabet.indices
        let character: Character = alphabet[Int.random(in: range, using: &random)]
        text.append(character)
      }
      let read = Result { () throws(Color.HexError) in try Color(hex: text) }
      if read != Self.modelRead(text) { disagreements.append(text) }
    }
    #expect(disagreements.isEmpty, "\(disagreements.prefix(5))")
  }

  /// The model: what `Color(hex:)` is documented to do, written plainly.
  static func modelRead(_ text: String) -> Result<Color, Color.HexError> {
    let characters = Array(text)
    let start = characters.first == "#" ? 1 : 0
    for offset in characters.indices.dropFirst(start)
    where !(characters[offset].isASCII && characters[offset].isHexDigit) {
      return .failure(.invalidDigit(input: text, character: characters[offset], offset: offset))
    }
    let digits = characters[start...].map { String($0) }
    let pairs: [String]
    switch digits.count {
    case 3: pairs = digits.map { $0 + $0 } + ["ff"]
    case 6: pairs = stride(from: 0, to: 6, by: 2).map { digits[$0] + digits[$0 + 1] } + ["ff"]
    case 8: pairs = stride(from: 0, to: 8, by: 2).map { digits[$0] + digits[$0 + 1] }
    default: return .failure(.invalidLength(input: text, digitCount: digits.count))
    }
    let bytes = pairs.map { Double(Int($0, radix: 16) ?? -1) / 255 }
    return .success(Color(red: bytes[0], green: bytes[1], blue: bytes[2], opacity: bytes[3]))
  }

  @Test func everyByteSurvivesARoundTripThroughTheHexString() throws {
    for byte in 0...255 {
      let color = Color(
        red: Double(byte) / 255, green: Double(255 - byte) / 255,
        blue: Double(byte * 7 % 256) / 255, opacity: Double(byte) / 255)
      #expect(try Color(hex: color.hexString) == color)
    }
  }

  @Test(arguments: [
    Color(red: 0.3, green: 0.6, blue: 0.9), Color(red: 0.001, green: 0.999, blue: 0.5),
    Color.gray.opacity(0.33), Color.orange, Color.clear,
  ])
  func anyColorRoundTripsToTheSameBytes(_ color: Color) throws {
    #expect(try Color(hex: color.hexString).hexString == color.hexString)
  }

  @Test func theHexStringIsSixDigitsWhenOpaqueAndEightOtherwise() {
    #expect(Color.mint.hexString.count == 7)
    // An opacity that rounds to FF is opaque, so the string round-trips.
    #expect(Color.mint.opacity(0.999).hexString == "#00C7BE")
    #expect(Color.mint.opacity(0.99).hexString == "#00C7BEFC")
  }
}
