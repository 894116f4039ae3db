internal import CascadeCSS

/// The parts of ``Color``'s text syntax: each form's reader, and the numbers its text is
/// printed with.
enum ColorSyntax {
  /// The names a stylesheet may give colors, each the substitutes' color of that name.
  static let names: [(name: String, color: Color)] = [
    ("black", .black), ("white", .white), ("clear", .clear), ("transparent", .clear),
    ("gray", .gray), ("red", .red), ("green", .green), ("blue", .blue), ("orange", .orange),
    ("yellow", .yellow), ("purple", .purple), ("pink", .pink), ("teal", .teal),
    ("indigo", .indigo), ("brown", .brown), ("cyan", .cyan), ("mint", .mint),
  ]

  static func named(_ input: inout CSSValueParser) throws(CSSValueError) -> Color {
    let word = try input.consumeIdentifier(expected: Color.cssSyntax)
    if let match = names.first(where: { $0.name == word.lowercased() }) { return match.color }
    throw input.errorAtPrevious(
      expected: Color.cssSyntax,
      suggestion: Suggestions.nearest(to: word, among: names.map(\.name)))
  }

  /// `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa`.
  static func hex(_ input: inout CSSValueParser) throws(CSSValueError) -> Color {
    let digits = try input.consumeHash(expected: Color.cssSyntax)
    // `Color(hex:)` reads 3, 6 and 8 digits; CSS's 4 are the 8 with each digit doubled.
    let expanded = digits.count == 4 ? String(digits.flatMap { [$0, $0] }) : digits
    guard let color = try? Color(hex: expanded) else {
      throw input.errorAtPrevious(
        expected: "a hex color of 3, 4, 6 or 8 digits (`#ff9500`)",
        message: "`#\(digits)` is not a hex color: it needs 3, 4, 6 or 8 hex digits")
    }
    return color
  }

  /// `rgb(…)` or `rgba(…)`: 3 components and an optional alpha, separated by commas or, in
  /// CSS Color 4's syntax, by spaces with `/` before the alpha.
  static func rgb(_ input: inout CSSValueParser) throws(CSSValueError) -> Color {
    try input.consumeFunction(expected: Color.cssSyntax) {
      (arguments: inout CSSValueParser) throws(CSSValueError) -> Color in
      let red = try component(&arguments, scale: 255, name: "red")
      let hasCommas = arguments.consumeCommaIfPresent()
      let green = try component(&arguments, scale: 255, name: "green")
      if hasCommas { try arguments.consumeComma() }
      let blue = try component(&arguments, scale: 255, name: "blue")
      let hasAlpha =
        hasCommas ? arguments.consumeCommaIfPresent() : arguments.consumeDelimiter("/")
      let alpha = hasAlpha ? try component(&arguments, scale: 1, name: "alpha") : 1
      return Color(red: red, green: green, blue: blue, opacity: alpha)
    }.result
  }

  /// `color(srgb r g b)` or `color(srgb r g b / a)`, with 0–1 numbers or percentages.
  static func srgb(_ input: inout CSSValueParser) throws(CSSValueError) -> Color {
    try input.consumeFunction(expected: Color.cssSyntax) {
      (arguments: inout CSSValueParser) throws(CSSValueError) -> Color in
      let space = try arguments.consumeIdentifier(expected: "`srgb`")
      guard space.lowercased() == "srgb" else {
        throw arguments.errorAtPrevious(
          expected: "`srgb`", suggestion: Suggestions.nearest(to: space, among: ["srgb"]))
      }
      let red = try component(&arguments, scale: 1, name: "red")
      let green = try component(&arguments, scale: 1, name: "green")
      let blue = try component(&arguments, scale: 1, name: "blue")
      let hasAlpha = arguments.consumeDelimiter("/")
      let alpha = hasAlpha ? try component(&arguments, scale: 1, name: "alpha") : 1
      return Color(red: red, green: green, blue: blue, opacity: alpha)
    }.result
  }

  /// A number from 0 to `scale`, or a percentage, as a fraction from 0 to 1.
  private static func component(
    _ input: inout CSSValueParser, scale: Double, name: String
  ) throws(CSSValueError) -> Double {
    // Built only for an error: a message costs more than reading the component.
    func expected() -> String { "a number from 0 to \(scale.cssText) or a percentage" }
    var attempt = input
    let (value, range): (Double, Double)
    if let number = try? attempt.consumeNumber(expected: expected()) {
      input = attempt
      (value, range) = (number, scale)
    } else {
      (value, range) = (try input.consumePercentage(expected: expected()), 100)
    }
    guard (0...range).contains(value) else {
      throw input.errorAtPrevious(
        expected: expected(), message: "\(name) is out of range: expected \(expected())")
    }
    return value / range
  }

  /// The component as a byte, if it is one exactly: `b / 255` for a whole `b`.
  static func byte(of component: Double) -> Int? {
    let byte = (component * 255).rounded()
    return Double(byte) / 255 == component ? Int(byte) : nil
  }

  /// A number on the 0–255 scale that `rgb()` reads back to exactly `component`, if there
  /// is one; some components fall between the quotients of neighbouring Doubles.
  static func exactByteScale(of component: Double) -> Double? {
    var below = component * 255
    var above = below
    for _ in 0..<4 {
      if below / 255 == component { return below }
      if above / 255 == component { return above }
      below = below.nextDown
      above = above.nextUp
    }
    return nil
  }

  static func hexText(_ components: [Double]) -> String {
    let bytes = components.compactMap(byte(of:))
    let shown = bytes.last == 255 ? bytes.dropLast() : bytes[...]
    return "#" + shown.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
  }
}
