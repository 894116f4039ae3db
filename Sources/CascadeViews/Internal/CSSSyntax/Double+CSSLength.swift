internal import CascadeCSS

extension Double {
  /// The number as a CSS length: `12px`, and `0` bare, as CSS writes it.
  var cssLengthText: String { self == 0 ? "0" : cssText + "px" }
}

extension CSSValueParser {
  /// A length, if one is next; otherwise nothing is read.
  mutating func consumeLengthIfPresent() -> Double? {
    var attempt = self
    guard let length = try? attempt.consumeLength() else { return nil }
    self = attempt
    return length
  }
}
