internal import CascadeCSS

/// The parts of ``Font``'s text syntax.
enum FontSyntax {
  /// The weights by name, lightest first: the hundreds of CSS's numbers in the same order.
  static let weights: [(name: String, weight: Font.Weight)] = [
    ("ultra-light", .ultraLight), ("thin", .thin), ("light", .light), ("regular", .regular),
    ("medium", .medium), ("semibold", .semibold), ("bold", .bold), ("heavy", .heavy),
    ("black", .black),
  ]

  static func keyword(of weight: Font.Weight) -> String {
    weights.first { $0.weight == weight }?.name ?? "regular"
  }

  /// The `italic` and the weight before a size, in either order; `normal` sets neither.
  static func styleAndWeight(
    _ input: inout CSSValueParser
  ) throws(CSSValueError) -> (
    isItalic: Bool, weight: Font.Weight?
  ) {
    var isItalic = false
    var weight: Font.Weight?
    while true {
      if !isItalic && input.consumeKeyword("italic") {
        isItalic = true
      } else if input.consumeKeyword("normal") {
        continue
      } else if weight == nil, let next = try self.weight(&input) {
        weight = next
      } else {
        return (isItalic, weight)
      }
    }
  }

  /// A weight by name or number, if one is next.
  private static func weight(
    _ input: inout CSSValueParser
  ) throws(CSSValueError)
    -> Font.Weight?
  {
    if let name = input.nextIdentifier, let match = weights.first(where: { $0.name == name }) {
      _ = input.consumeKeyword(name)
      return match.weight
    }
    var attempt = input
    guard let number = try? attempt.consumeNumber() else { return nil }
    input = attempt
    let hundreds = Int(exactly: number / 100) ?? 0
    guard (1...9).contains(hundreds) else {
      throw input.errorAtPrevious(
        expected: "a font weight from 100 to 900 in hundreds, or a size with a unit (`17px`)")
    }
    return Font.Weight.allCases[hundreds - 1]
  }

  /// A size in `px` or `pt`, if one is next; a number without a unit is not one.
  static func size(_ input: inout CSSValueParser) -> Double? {
    var probe = input
    guard (try? probe.consumeNumber()) == nil else { return nil }
    return input.consumeLengthIfPresent()
  }

  /// A text style's name, if an identifier other than `system-ui` is next.
  static func textStyle(
    _ input: inout CSSValueParser
  ) throws(CSSValueError)
    -> Font.TextStyle?
  {
    guard let name = input.nextIdentifier, name != "system-ui" else { return nil }
    let styles = Font.TextStyle.allCases
    _ = input.consumeKeyword(name)
    if let match = styles.first(where: { $0.cssKeyword == name }) { return match }
    // A misspelt weight stops the weights, so it arrives here too.
    let names = styles.map(\.cssKeyword) + weights.map(\.name) + ["italic", "system-ui"]
    throw input.errorAtPrevious(
      expected: "a text style, `system-ui` or a quoted family name",
      suggestion: Suggestions.nearest(to: name, among: names))
  }

  /// The text style's font at the category whose size is `size`, or the standard one.
  static func preferred(
    _ style: Font.TextStyle, size: Double?, input: CSSValueParser
  )
    throws(CSSValueError) -> Font
  {
    guard let size else { return .preferred(style) }
    let categories = ContentSizeCategory.allCases
    if let category = categories.first(where: { style.pointSize(for: $0) == size }) {
      return .preferred(style, for: category)
    }
    let sizes = Set(categories.map { style.pointSize(for: $0) }).sorted()
    throw input.errorAtPrevious(
      expected: "a Dynamic Type size of `\(style.cssKeyword)`",
      message: "`\(style.cssKeyword)` has no size \(size.cssText)px: its sizes are "
        + sizes.map { $0.cssText + "px" }.joined(separator: ", "))
  }

  /// The family after the size: a quoted name, `system-ui`, or nothing for the system font.
  static func family(_ input: inout CSSValueParser) throws(CSSValueError) -> Font.Family {
    if input.isAtEnd || input.consumeKeyword("system-ui") { return .system }
    return .named(try input.consumeString(expected: "a quoted family name or `system-ui`"))
  }
}

extension Font.TextStyle {
  /// The style's keyword: its name in kebab-case, `large-title`.
  var cssKeyword: String { self == .largeTitle ? "large-title" : description }
}
